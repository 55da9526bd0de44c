import { Badge, Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import {
  type TAdminIndustry,
  type TCreateIndustryRequest,
  ZCreateIndustryRequest,
} from '@haoyue/contracts';
import { useState } from 'react';
import { SHOP_IMAGE_MAX_BYTES } from '../../../lib/seller-dashboard/image-files';
import { useContractForm } from '../../../lib/use-contract-form';
import { ManagedList } from '../../../ui/managed-list';
import { NamedItemForm } from '../../../ui/named-item-form';
import { showNotification } from '../../../ui/notifications';
import { movedIds } from '../../../ui/seller-dashboard/reorder-buttons';
import { PickedImageUpload } from '../../../ui/picked-image-upload';
import { savedThen } from '../../../ui/saved-then';
import {
  useAdminIndustries,
  useReorderIndustries,
  useSaveIndustry,
  useUploadIndustryImage,
} from '../api/industries';

interface IndustryValues extends Record<string, unknown> {
  name: string;
  slug: string;
  searchWords: string;
}

/** An industry's image: pick a file, see it, upload it through the image pipeline. */
function IndustryImage({ industry }: { industry: TAdminIndustry }) {
  const upload = useUploadIndustryImage(industry.id);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        產業圖片
      </Text>
      <PickedImageUpload
        upload={upload}
        noun="圖片"
        maxBytes={SHOP_IMAGE_MAX_BYTES}
        currentUrl={industry.imageUrl}
        preview={(src) =>
          src ? (
            <Image src={src} alt={`${industry.name}的圖片`} w={80} h={80} radius="md" fit="cover" />
          ) : (
            <Text size="xs" c="dimmed" w={80}>
              尚未設定圖片
            </Text>
          )
        }
        fileLabel="選擇產業圖片檔案"
        uploadTestId="industry-image-upload"
        align="flex-start"
      />
    </Stack>
  );
}

/** The dialog of a new industry or of one being renamed. */
function IndustryDialog({ industry, onClose }: { industry?: TAdminIndustry; onClose: () => void }) {
  const save = useSaveIndustry();
  const form = useContractForm({
    initialValues: {
      name: industry?.name ?? '',
      slug: industry?.slug ?? '',
      searchWords: industry?.searchWords ?? '',
    } satisfies IndustryValues,
    schema: ZCreateIndustryRequest,
    toBody: (v: IndustryValues): TCreateIndustryRequest => ({
      name: v.name.trim(),
      slug: v.slug.trim().toLowerCase(),
      searchWords: v.searchWords.trim(),
    }),
  });
  return (
    <NamedItemForm
      noun="產業"
      editing={Boolean(industry)}
      newInDialog
      editedName={industry?.name}
      onClose={onClose}
      form={form}
      send={(body, then) => save.mutate({ industryId: industry?.id, ...body }, then)}
      save={save}
      testIdPrefix="industry"
      nameInput={{ label: '產業名稱', placeholder: '例如：美甲' }}
    >
      <TextInput
        label="英文代稱"
        description="小寫英數字與連字號，例如 nail"
        maxLength={64}
        {...form.field('slug', 'industry-slug')}
      />
      <TextInput
        label="搜尋關鍵字"
        description="顧客可能輸入的其他字詞，以空白分隔，例如 nails manicure"
        {...form.field('searchWords', 'industry-search-words')}
      />
      {industry && <IndustryImage industry={industry} />}
    </NamedItemForm>
  );
}

const MOVES = [
  { by: -1, word: '上移', testId: 'industry-up' },
  { by: 1, word: '下移', testId: 'industry-down' },
] as const;

/** A row's 上移 / 下移 (keyboard-usable reordering) and 隱藏 / 顯示. */
function IndustryActions({
  industry,
  all,
}: {
  industry: TAdminIndustry;
  all: readonly TAdminIndustry[];
}) {
  const reorder = useReorderIndustries();
  const save = useSaveIndustry();
  const index = all.findIndex((i) => i.id === industry.id);
  const failed = (error: Error) =>
    showNotification({ color: 'red', message: `更新失敗：${error.message}` });
  const busy = reorder.isPending || save.isPending;
  return (
    <>
      {MOVES.map(({ by, word, testId }) => (
        <Button
          key={by}
          size="compact-sm"
          variant="subtle"
          disabled={index + by < 0 || index + by >= all.length || busy}
          onClick={() => reorder.mutate(movedIds(all, index, index + by), { onError: failed })}
          aria-label={`${word}「${industry.name}」`}
          data-testid={testId}
        >
          {word}
        </Button>
      ))}
      <Button
        size="compact-sm"
        variant="subtle"
        color={industry.hidden ? 'teal' : 'red'}
        loading={save.isPending}
        disabled={busy}
        onClick={() =>
          save.mutate(
            { industryId: industry.id, hidden: !industry.hidden },
            { ...savedThen(industry.hidden ? '已顯示產業' : '已隱藏產業'), onError: failed },
          )
        }
        aria-label={`${industry.hidden ? '顯示' : '隱藏'}「${industry.name}」`}
        data-testid="industry-toggle-hidden"
      >
        {industry.hidden ? '顯示' : '隱藏'}
      </Button>
    </>
  );
}

/** The platform's industries: add, rename, reorder, hide or show, set the image. */
export function IndustryManager() {
  const industries = useAdminIndustries();
  const [isCreating, setCreating] = useState(false);
  const all = industries.data ?? [];
  return (
    <Stack gap="md" data-testid="industry-manager">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          首頁與「所有產業」依此順序顯示；隱藏的產業不會出現在公開列表與篩選，但店家的產業設定不變。
        </Text>
        <Button onClick={() => setCreating(true)} data-testid="industry-create">
          新增產業
        </Button>
      </Group>
      <ManagedList
        label="產業"
        query={industries}
        rowKey={(industry) => industry.id}
        rowProps={(industry) => ({
          'data-testid': 'industry-row',
          'data-industry-id': industry.id,
        })}
        columns={[
          {
            key: 'industry',
            header: '產業',
            cell: (industry) => (
              <Group gap="sm" wrap="nowrap">
                {industry.imageUrl ? (
                  <Image src={industry.imageUrl} alt="" w={40} h={40} radius="sm" fit="cover" />
                ) : null}
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={600} data-testid="industry-row-name">
                      {industry.name}
                    </Text>
                    {industry.hidden && (
                      <Badge color="gray" variant="light" data-testid="industry-hidden-badge">
                        已隱藏
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {industry.slug}
                  </Text>
                </Stack>
              </Group>
            ),
          },
          {
            key: 'shops',
            header: '店家數',
            cell: (industry) => <Text size="sm">{industry.shopCount}</Text>,
          },
        ]}
        edit={{
          dialog: (industry, close) => <IndustryDialog industry={industry} onClose={close} />,
          testId: 'industry-edit',
        }}
        actions={(industry) => <IndustryActions industry={industry} all={all} />}
        empty={{ title: '還沒有產業', description: '新增產業後，首頁與搜尋會依產業分類店家。' }}
        testId="industry-list"
      />
      {isCreating && <IndustryDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
