import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FUNDING_ASSETS } from '../../contract/generate';
import { assetLabel } from '../../lib/currencies';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';

export const generateFormSchema = z.object({
  network: z.enum(['auto', 'visa', 'mastercard']),
  asset: z.enum(FUNDING_ASSETS),
});
export type GenerateFormValues = z.infer<typeof generateFormSchema>;

export function GenerateForm({
  onSubmit,
  busy,
}: {
  onSubmit: (values: GenerateFormValues) => void;
  busy: boolean;
}) {
  const { register, handleSubmit, formState } = useForm<GenerateFormValues>({
    resolver: zodResolver(generateFormSchema),
    defaultValues: { network: 'auto', asset: 'USDT-ERC20' },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Card network</legend>
        <div className="grid grid-cols-3 gap-2">
          {(
            [
              ['auto', 'Automatic'],
              ['visa', 'Visa'],
              ['mastercard', 'Mastercard'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-slate-600 dark:has-[:checked]:bg-brand-950"
            >
              <input type="radio" value={value} className="sr-only" {...register('network')} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        label="Fund with"
        hint="Your wallet address will be for this asset."
        error={formState.errors.asset?.message}
        {...register('asset')}
      >
        {FUNDING_ASSETS.map((asset) => (
          <option key={asset} value={asset}>
            {assetLabel(asset)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" busy={busy} className="w-full">
        Generate my seed and card
      </Button>
    </form>
  );
}
