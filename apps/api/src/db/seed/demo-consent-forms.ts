/**
 * The words of the demo consent forms (同意書): one per treatment kind, as a Taiwanese lash
 * studio, nail salon or spa would hand it over at the counter. Each lists the industries whose
 * services it is attached to and the services it skips; item ids stay short and stable.
 */
import type { TConsentAnswers, TConsentFormInput } from '@haoyue/contracts';

export type DemoConsentForm = Omit<TConsentFormInput, 'serviceIds'> & {
  /** Demo shops of these industries get the form on their services. */
  industries: string[];
  /** Services of those shops the form is not needed for. */
  skipServices?: string[];
};

const LASH: DemoConsentForm = {
  industries: ['lash'],
  skipServices: ['眉型設計', '眼周舒緩護理'],
  title: '美睫施作同意書',
  introduction:
    '為了讓您安心享受美睫服務，第一次嫁接或睫毛翹前，請花 2 分鐘填寫以下問題。\n' +
    '您的資料僅供美睫師施作參考，不會提供給第三方。\n' +
    '同意書填寫後一年內有效，屆時會再請您確認一次健康狀況。',
  due: 'ONCE',
  validityDays: 365,
  items: [
    {
      id: 'health',
      kind: 'YES_NO',
      label: '三個月內是否有眼睛發炎、結膜炎、針眼或眼部手術？',
      description: '包含雷射近視手術、割雙眼皮等；如有，建議待醫師同意後再施作。',
      required: true,
    },
    {
      id: 'allergy',
      kind: 'MULTIPLE_CHOICE',
      label: '過敏史（可複選）',
      required: true,
      options: [
        '無',
        '睫毛膠或黏著劑',
        '醫療膠帶或乳膠',
        '化妝品或保養品',
        '過敏性鼻炎或氣喘',
        '其他',
      ],
    },
    {
      id: 'allergynote',
      kind: 'SHORT_TEXT',
      label: '其他過敏物質或正在使用的眼藥水',
      required: false,
    },
    {
      id: 'lens',
      kind: 'YES_NO',
      label: '是否配戴隱形眼鏡？',
      description: '施作前請取下隱形眼鏡，本店備有鏡盒與生理食鹽水。',
      required: true,
    },
    {
      id: 'history',
      kind: 'SINGLE_CHOICE',
      label: '過去嫁接睫毛的經驗',
      required: true,
      options: ['第一次嫁接', '一個月內曾嫁接', '一個月以上前曾嫁接'],
    },
    {
      id: 'notes',
      kind: 'LONG_TEXT',
      label: '注意事項',
      description: '眼睛容易乾澀、敏感，或想要的款式與長度，都可以先告訴美睫師。',
      required: false,
    },
    {
      id: 'terms',
      kind: 'AGREEMENT',
      label: '我已閱讀並同意以下施作須知',
      required: true,
      terms:
        '1. 嫁接使用之黏著劑含氰基丙烯酸酯，少數人可能出現眼睛紅腫、刺痛、流淚等過敏反應；施作中如有不適，請立即告知美睫師停止施作，並盡速就醫。\n' +
        '2. 施作全程需閉眼約 90 至 120 分鐘；完成後 6 小時內請勿碰水、蒸臉、泡湯或游泳，並避免使用含油的卸妝產品。\n' +
        '3. 請勿自行拉扯或撕除睫毛，以免傷害真睫毛；需要卸除時請回店處理。\n' +
        '4. 嫁接睫毛會隨真睫毛的生長週期自然脫落，持久度因人而異，不屬於施作瑕疵；完成後 3 日內如脫落過多，可回店免費檢查補接。\n' +
        '5. 服務完成後恕不退費；如因過敏反應需要卸除，本店將免費為您卸除。\n' +
        '6. 本人已如實填寫以上健康狀況；如因隱瞞或未告知致生不良反應，由本人自行負責。',
    },
    {
      id: 'photo',
      kind: 'YES_NO',
      label: '是否同意本店拍攝施作前後照片（僅拍攝眼部），用於作品集與社群分享？',
      description: '不同意也不影響服務，照片僅存於本店。',
      required: true,
    },
    { id: 'sign', kind: 'SIGNATURE', label: '顧客簽名', required: true },
  ],
};

const NAIL: DemoConsentForm = {
  industries: ['nail'],
  title: '美甲服務同意書',
  introduction:
    '指甲與皮膚的狀況每次都不一樣，每次施作前請花 1 分鐘確認以下問題，美甲師會依此調整施作方式。\n' +
    '您的資料僅供本店施作參考，不會提供給第三方。',
  due: 'EVERY_VISIT',
  validityDays: null,
  items: [
    {
      id: 'condition',
      kind: 'MULTIPLE_CHOICE',
      label: '本次指甲與皮膚狀況（可複選）',
      required: true,
      options: [
        '良好，無特殊狀況',
        '甲面斷裂或分層',
        '甲溝炎或紅腫',
        '灰指甲或黴菌感染',
        '傷口、濕疹或脫皮',
      ],
    },
    {
      id: 'removal',
      kind: 'SINGLE_CHOICE',
      label: '本次是否需要卸甲？',
      required: true,
      options: ['不需要', '卸除本店凝膠', '卸除他店凝膠或光療'],
    },
    {
      id: 'allergy',
      kind: 'YES_NO',
      label: '是否曾對凝膠、洗甲水（丙酮）或照燈後出現紅腫、搔癢？',
      required: true,
    },
    {
      id: 'health',
      kind: 'YES_NO',
      label: '目前是否懷孕、服用抗凝血藥物或患有糖尿病？',
      description: '這些情況會影響甘皮處理後的傷口癒合，美甲師將改以較保守的方式處理。',
      required: true,
    },
    {
      id: 'notes',
      kind: 'LONG_TEXT',
      label: '注意事項',
      description: '想要的款式、顏色，或指緣容易破皮等狀況，都可以先告訴美甲師。',
      required: false,
    },
    {
      id: 'terms',
      kind: 'AGREEMENT',
      label: '我已閱讀並同意以下服務須知',
      required: true,
      terms:
        '1. 施作前美甲師會檢查指甲狀況；如有甲溝炎、灰指甲或傷口，為避免感染，本店得調整或暫停服務。\n' +
        '2. 凝膠與洗甲水（丙酮）可能使少數人出現皮膚紅腫、搔癢等過敏反應；如有不適請立即告知並停止施作。\n' +
        '3. 甘皮處理可能造成輕微破皮；本店器具一客一消毒，銼刀與棉片皆為一次性使用。\n' +
        '4. 完成後 7 日內如有非人為因素的翹起或脫落，可免費補修一次；外力損傷、自行撕除或他店施作者不在此限。\n' +
        '5. 款式與顏色於施作前確認，完成後恕不退費；當日如不滿意，可請美甲師協助修改。\n' +
        '6. 請勿自行撕除凝膠，以免傷害甲面；卸甲請回店處理。',
    },
    {
      id: 'photo',
      kind: 'YES_NO',
      label: '是否同意本店拍攝作品照片（僅拍攝手部或足部），用於作品集與社群分享？',
      required: true,
    },
    { id: 'sign', kind: 'SIGNATURE', label: '顧客簽名', required: true },
  ],
};

const SPA: DemoConsentForm = {
  industries: ['spa'],
  title: 'SPA 療程健康評估暨同意書',
  introduction:
    '為了您的安全與療程效果，第一次來館前請先填寫健康評估。\n' +
    '芳療師會依您的身體狀況挑選精油、調整力道與療程內容；資料僅供本館療程參考，絕不外流。\n' +
    '健康評估一年內有效，期間身體狀況如有變化，請於療程前告知芳療師。',
  due: 'ONCE',
  validityDays: 365,
  items: [
    { id: 'birthday', kind: 'DATE', label: '出生日期', required: true },
    {
      id: 'conditions',
      kind: 'MULTIPLE_CHOICE',
      label: '目前是否有以下狀況（可複選）',
      required: true,
      options: [
        '以上皆無',
        '懷孕或哺乳中',
        '高血壓',
        '心臟病或心律不整',
        '糖尿病',
        '癲癇',
        '靜脈曲張',
        '六個月內曾手術或骨折',
        '皮膚炎或開放性傷口',
      ],
    },
    {
      id: 'duedate',
      kind: 'DATE',
      label: '預產期',
      description: '懷孕中請填寫；懷孕未滿 12 週者不建議進行身體芳療。',
      required: false,
    },
    {
      id: 'medication',
      kind: 'SHORT_TEXT',
      label: '目前服用的藥物',
      description: '例如降血壓藥、抗凝血藥物；沒有請留白。',
      required: false,
    },
    {
      id: 'allergy',
      kind: 'MULTIPLE_CHOICE',
      label: '過敏史（可複選）',
      required: true,
      options: ['無', '精油或植物萃取', '堅果類（按摩油）', '乳液或保養品', '乳膠', '金屬'],
    },
    {
      id: 'pressure',
      kind: 'SINGLE_CHOICE',
      label: '按摩力道偏好',
      required: true,
      options: ['輕柔', '適中', '偏重'],
    },
    {
      id: 'notes',
      kind: 'LONG_TEXT',
      label: '想加強或避開的部位、其他身體狀況',
      required: false,
    },
    {
      id: 'terms',
      kind: 'AGREEMENT',
      label: '我已閱讀並同意以下療程須知',
      required: true,
      terms:
        '1. 本人已如實告知健康狀況；如有懷孕、高血壓、心臟病、癲癇或近期手術，芳療師將調整或暫停部分療程（例如熱石、深層按壓）。\n' +
        '2. 精油與保養品可能使少數人出現紅疹、搔癢等過敏反應；療程中如有任何不適，請隨時告知芳療師停止。\n' +
        '3. 療程前後一小時請避免飽餐與飲酒；療程後建議多喝溫水，當日避免激烈運動。\n' +
        '4. 本館療程屬美容與舒壓服務，並非醫療行為，不能取代醫師的診斷與治療。\n' +
        '5. 療程開始後恕不退費；取消或改期與訂金退還依本館預約規定辦理。\n' +
        '6. 請妥善保管個人貴重物品，本館提供置物櫃，遺失恕不負責。',
    },
    {
      id: 'photo',
      kind: 'YES_NO',
      label: '是否同意本館於臉部護理前後拍照記錄膚況？',
      description: '照片僅供療程追蹤比對，不對外公開。',
      required: true,
    },
    { id: 'sign', kind: 'SIGNATURE', label: '顧客簽名', required: true },
  ],
};

/** The demo forms; a seller gets each one whose industries its demo shops serve. */
export const DEMO_CONSENT_FORMS: readonly DemoConsentForm[] = [LASH, NAIL, SPA];

/**
 * The demo customer's signed form: the nail form, filled on her phone right after booking her
 * past nail visit. The signature is drawn at seed time.
 */
export const DEMO_CONSENT_RESPONSE: {
  title: string;
  filledAfterMinutes: number;
  answers: TConsentAnswers;
  signatureItemId: string;
} = {
  title: NAIL.title,
  /** Minutes after the order was made. */
  filledAfterMinutes: 6,
  answers: {
    condition: ['良好，無特殊狀況'],
    removal: '不需要',
    allergy: false,
    health: false,
    notes: '右手食指指緣有點乾裂，甘皮處理請輕一點。\n想做低調的奶茶色，上班也適合的。',
    terms: true,
    photo: true,
  },
  signatureItemId: 'sign',
};
