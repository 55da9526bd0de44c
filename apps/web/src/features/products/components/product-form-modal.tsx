import { NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import {
  type TProduct,
  type TProductGroup,
  type TProductInput,
  ZProductInput,
} from '@haoyue/contracts';
import { ApiError } from '../../../lib/api-error';
import { toMajor, toMinor } from '../../../lib/money';
import { typedNumber, useContractForm } from '../../../lib/use-contract-form';
import { EditDialog } from '../../../ui/edit-dialog';
import { showNotification } from '../../../ui/notifications';
import { useCreateProduct, useUpdateProduct } from '../api/seller-products';

interface ProductFormProps {
  sellerId: number;
  /** The seller's currency (of new products). */
  currency: string;
  groups: TProductGroup[];
  /** The product edited; null creates one. */
  product: TProduct | null;
  onClose: () => void;
}

interface ProductValues extends Record<string, unknown> {
  name: string;
  description: string;
  price: number | string;
  groupId: string | null;
  isActive: boolean;
}

/** A product's dialog: name, description, price in whole units, group, on sale or not. */
function ProductDialog({ sellerId, currency, groups, product, onClose }: ProductFormProps) {
  const money = product?.currency ?? currency;
  const form = useContractForm({
    initialValues: {
      name: product?.name ?? '',
      description: product?.description ?? '',
      price: product ? toMajor(product.price, money) : '',
      groupId: product?.groupId ? String(product.groupId) : null,
      isActive: product?.isActive ?? true,
    } as ProductValues,
    schema: ZProductInput,
    toBody: (v: ProductValues): TProductInput => ({
      name: v.name,
      description: v.description,
      price: toMinor(typedNumber(v.price), money),
      groupId: v.groupId ? Number(v.groupId) : null,
      isActive: v.isActive,
    }),
  });
  const create = useCreateProduct(sellerId);
  const update = useUpdateProduct(sellerId);
  const save = product ? update : create;
  // A refusal about one field is said under it; any other above the buttons.
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.field) form.setFieldError(error.field, error.message);
  };
  const submit = () => {
    const body = form.body();
    const onSuccess = () => {
      showNotification({ color: 'teal', message: product ? '已儲存商品' : '已新增商品' });
      onClose();
    };
    if (product) update.mutate({ productId: product.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };
  const isFieldError = save.error instanceof ApiError && Boolean(save.error.field);
  return (
    <EditDialog
      opened
      title={product ? '編輯商品' : '新增商品'}
      onClose={onClose}
      fullScreenOnPhone
      onSubmit={form.onSubmit(submit)}
      submitLabel="儲存"
      isSubmitting={save.isPending}
      error={isFieldError ? undefined : save.error?.message}
      testId="product-form"
      submitTestId="product-save"
    >
      <TextInput label="商品名稱" required {...form.field('name', 'product-name')} />
      <NumberInput
        label="售價"
        required
        min={0}
        decimalScale={money === 'TWD' ? 0 : 2}
        thousandSeparator=","
        {...form.field('price', 'product-price')}
      />
      <Select
        label="分類"
        placeholder={groups.length ? '不分類' : '尚未建立分類'}
        data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
        clearable
        comboboxProps={{ withinPortal: true }}
        {...form.field('groupId', 'product-group')}
      />
      <Textarea
        label="商品說明"
        autosize
        minRows={2}
        maxRows={8}
        {...form.field('description', 'product-description')}
      />
      <Switch
        label="上架中（顧客看得到、可販售）"
        {...form.getInputProps('isActive', { type: 'checkbox' })}
        data-testid="product-active"
      />
    </EditDialog>
  );
}

/** The product form in a dialog (full screen on a phone). */
export function ProductFormModal(props: ProductFormProps & { opened: boolean }) {
  const { opened, ...form } = props;
  return opened ? <ProductDialog key={props.product?.id ?? 'new'} {...form} /> : null;
}
