import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  PRODUCT_LIMITS,
  type TProduct,
  type TProductGroup,
  type TProductInput,
} from '@haoyue/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { showNotification } from '../../../ui/notifications';
import { useCreateProduct, useUpdateProduct } from '../api/seller-products';
import { toMajor, toMinor } from '../../../lib/money';

interface ProductFormProps {
  sellerId: number;
  /** The seller's currency (of new products). */
  currency: string;
  groups: TProductGroup[];
  /** The product edited; null creates one. */
  product: TProduct | null;
  onClose: () => void;
}

/** The fields of a product: name, description, price in whole units, group, on sale or not. */
function ProductForm({ sellerId, currency, groups, product, onClose }: ProductFormProps) {
  const money = product?.currency ?? currency;
  const [name, setName] = useState(product?.name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [price, setPrice] = useState<number | string>(product ? toMajor(product.price, money) : '');
  const [groupId, setGroupId] = useState<string | null>(
    product?.groupId ? String(product.groupId) : null,
  );
  const [isActive, setIsActive] = useState(product?.isActive ?? true);
  const create = useCreateProduct(sellerId);
  const update = useUpdateProduct(sellerId);
  const save = product ? update : create;
  const fieldError = (field: string) =>
    save.error instanceof ApiError && save.error.field === field ? save.error.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: TProductInput = {
      name,
      description,
      price: typeof price === 'number' ? toMinor(price, money) : Number.NaN,
      groupId: groupId ? Number(groupId) : null,
      isActive,
    };
    const done = () => {
      showNotification({ color: 'teal', message: product ? '已儲存商品' : '已新增商品' });
      onClose();
    };
    if (product) update.mutate({ productId: product.id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="product-form">
      <Stack gap="sm">
        <TextInput
          label="商品名稱"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={PRODUCT_LIMITS.name}
          error={fieldError('name')}
          data-testid="product-name"
        />
        <NumberInput
          label="售價"
          required
          min={0}
          decimalScale={money === 'TWD' ? 0 : 2}
          thousandSeparator=","
          value={price}
          onChange={setPrice}
          error={fieldError('price')}
          data-testid="product-price"
        />
        <Select
          label="分類"
          placeholder={groups.length ? '不分類' : '尚未建立分類'}
          data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
          value={groupId}
          onChange={setGroupId}
          clearable
          comboboxProps={{ withinPortal: true }}
          error={fieldError('groupId')}
          data-testid="product-group"
        />
        <Textarea
          label="商品說明"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={PRODUCT_LIMITS.description}
          autosize
          minRows={2}
          maxRows={8}
          error={fieldError('description')}
          data-testid="product-description"
        />
        <Switch
          label="上架中（顧客看得到、可販售）"
          checked={isActive}
          onChange={(e) => setIsActive(e.currentTarget.checked)}
          data-testid="product-active"
        />
        {save.isError && !(save.error instanceof ApiError && save.error.field) && (
          <Alert color="red" variant="light" role="alert">
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            取消
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="product-save">
            儲存
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The product form in a dialog (full screen on a phone). */
export function ProductFormModal(props: ProductFormProps & { opened: boolean }) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const { opened, ...form } = props;
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={props.product ? '編輯商品' : '新增商品'}
      fullScreen={isPhone}
      centered
      closeButtonProps={{ 'aria-label': '關閉' }}
    >
      {opened && <ProductForm key={props.product?.id ?? 'new'} {...form} />}
    </Modal>
  );
}
