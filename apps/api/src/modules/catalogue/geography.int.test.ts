import { describe, expect, it } from 'vitest';
import { testAppOfFile } from '../../../test/helper';
import { getJson, type Json } from '../../../test/public-reads';

const t = testAppOfFile();
const get = (url: string) => getJson(t.app, url);

describe('geography', () => {
  it('lists dial codes with Taiwan +886 first', async () => {
    const { body } = await get('/v1/dial-codes');
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: '台灣',
      dialCode: '+886',
      isoCode: 'TW',
    });
    expect(body.data.map((d: Json) => d.isoCode)).toEqual(
      expect.arrayContaining(['HK', 'SG', 'MY', 'MO']),
    );
  });

  it('lists countries with currency by country, and states on request', async () => {
    const { body } = await get('/v1/countries');
    const currency = Object.fromEntries(body.data.map((c: Json) => [c.isoCode, c.currency]));
    expect(currency).toEqual({ TW: 'TWD', HK: 'HKD', SG: 'SGD', MY: 'MYR', MO: 'MOP' });
    expect(body.data[0]).not.toHaveProperty('states');
    const withStates = await get('/v1/countries?part=states');
    expect(withStates.body.data[0].states.map((s: Json) => s.name)).toEqual([
      '北部',
      '中部',
      '南部',
      '東部',
      '離島',
    ]);
    expect((await get('/v1/countries?part=cities')).status).toBe(400);
  });

  it('lists cities of a country and of a state, with coordinates', async () => {
    const tw = (await get('/v1/countries')).body.data.find((c: Json) => c.isoCode === 'TW');
    const { body } = await get(`/v1/cities?countryId=${tw.id}`);
    expect(body.data).toHaveLength(22);
    expect(body.data[0]).toMatchObject({ name: '臺北市', countryId: tw.id });
    expect(body.data[0].longitude).toBeCloseTo(121.56, 1);
    const states = (await get(`/v1/states?countryId=${tw.id}`)).body.data;
    const south = states.find((s: Json) => s.name === '南部');
    const southCities = (await get(`/v1/cities?stateId=${south.id}`)).body.data.map(
      (c: Json) => c.name,
    );
    expect(southCities).toContain('高雄市');
    expect(southCities).not.toContain('臺北市');
  });

  it('guesses the nearest city from coordinates', async () => {
    const kaohsiung = await get('/v1/guess-city?lng=120.30&lat=22.65');
    expect(kaohsiung.body.data).toMatchObject({ name: '高雄市', country: { isoCode: 'TW' } });
    expect(kaohsiung.body.data.distance).toBeLessThan(5000);
    const hk = await get('/v1/guess-city?lng=114.17&lat=22.30');
    expect(hk.body.data.country.isoCode).toBe('HK');
    const sg = await get('/v1/guess-city?lng=103.83&lat=1.30');
    expect(sg.body.data.country).toMatchObject({ isoCode: 'SG', currency: 'SGD' });
  });

  it('rejects bad coordinates', async () => {
    expect((await get('/v1/guess-city?lng=121.5')).body.error.field).toBe('lat');
    expect((await get('/v1/guess-city?lng=121.5&lat=95')).status).toBe(400);
  });
});
