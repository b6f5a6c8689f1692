import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { BRAND, BRAND_LEGAL_TEXT } from '../../../../shared/brand';
import {
  type FooterSettings,
  type FooterSettingsInput,
  footerFields,
  footerSettingsInput,
} from '../../../../shared/schemas/settings';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { AdminSection, LoadError, LoadingRows } from '../../components/admin-section';
import { SaveBar } from '../../components/form-actions';
import { schemaResolver, useStoredValues } from '../../frame/form';
import { useAdminMutation } from '../../lib/admin-api';

const KEY = '/api/footer-settings';
type FooterForm = Record<keyof FooterSettingsInput, string>;

const emptyForm = () => Object.fromEntries(footerFields.map((f) => [f, ''])) as FooterForm;
const toForm = (s: FooterSettings) =>
  Object.fromEntries(footerFields.map((f) => [f, s[f] ?? ''])) as FooterForm;
const resolver = schemaResolver<FooterForm, typeof footerSettingsInput>(footerSettingsInput, (v) => v);

type FieldSpec = {
  name: keyof FooterSettingsInput;
  label: string;
  fallback: string;
  multiline?: boolean;
  type?: 'email' | 'url' | 'tel';
};

const GROUPS: { title: string; note: string; fields: FieldSpec[] }[] = [
  {
    title: 'About',
    note: 'The blurbs under the company name and the four service columns.',
    fields: [
      {
        name: 'companyDescription',
        label: 'Company Description',
        fallback: BRAND.companyDescription,
        multiline: true,
      },
      {
        name: 'buyerAdvocacyDescription',
        label: 'BUYER ADVOCACY',
        fallback: BRAND.buyerAdvocacyDescription,
        multiline: true,
      },
      {
        name: 'vendorAdvocacyDescription',
        label: 'VENDOR ADVOCACY',
        fallback: BRAND.vendorAdvocacyDescription,
        multiline: true,
      },
      {
        name: 'strategicExitDescription',
        label: 'SELL YOUR CAR NOW',
        fallback: BRAND.strategicExitDescription,
        multiline: true,
      },
      {
        name: 'consignmentDescription',
        label: 'CONSIGNMENT',
        fallback: BRAND.consignmentDescription,
        multiline: true,
      },
    ],
  },
  {
    title: 'Contact',
    note: 'Also used in the menu and the contact section.',
    fields: [
      { name: 'phone', label: 'Phone', fallback: BRAND.phone, type: 'tel' },
      { name: 'email', label: 'Email', fallback: BRAND.email, type: 'email' },
      { name: 'linkedinUrl', label: 'LinkedIn URL', fallback: BRAND.linkedinUrl, type: 'url' },
      { name: 'instagramUrl', label: 'Instagram URL', fallback: BRAND.instagramUrl, type: 'url' },
    ],
  },
  {
    title: 'Address and legal',
    note: 'The showroom address in three lines, and the legal line at the very bottom.',
    fields: [
      { name: 'addressLine1', label: 'Address Line 1', fallback: BRAND.addressLines[0] },
      { name: 'addressLine2', label: 'Address Line 2', fallback: BRAND.addressLines[1] },
      { name: 'addressLine3', label: 'Address Line 3', fallback: BRAND.addressLines[2] },
      { name: 'legalText', label: 'Legal Text', fallback: BRAND_LEGAL_TEXT, multiline: true },
    ],
  },
];

/** Footer Settings: every footer field (SPEC §3); an empty field shows the built-in wording. */
export function FooterSettingsTab() {
  const query = useQuery<FooterSettings>({ queryKey: [KEY] });
  const form = useForm<FooterForm, unknown, FooterSettingsInput>({ resolver, defaultValues: emptyForm() });
  const { register, handleSubmit, formState, reset } = form;
  const save = useAdminMutation<FooterSettingsInput>({
    method: 'POST',
    path: () => '/api/admin/footer-settings',
    body: (input) => input,
    invalidate: [[KEY]],
    success: 'Footer settings updated successfully',
    failure: 'Failed to update footer settings',
  });

  useStoredValues(reset, query.data, toForm);

  const onSubmit = handleSubmit((input) => save.mutate(input));

  return (
    <AdminSection
      title="Footer Settings"
      description="What every page shows at the bottom. Leave a field empty to use the wording shown in grey."
    >
      {query.isPending ? (
        <LoadingRows rows={5} />
      ) : query.isError ? (
        <LoadError what="footer settings" onRetry={() => query.refetch()} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
          {GROUPS.map((group) => (
            <section
              key={group.title}
              aria-label={group.title}
              className="grid grid-cols-1 gap-5 border-b border-line pb-8 last-of-type:border-0 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8"
            >
              <div>
                <h3 className="text-xs font-medium uppercase tracking-[0.2em] text-white">{group.title}</h3>
                <p className="mt-1 text-xs text-mist">{group.note}</p>
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                {group.fields.map((f) => (
                  <Field
                    key={f.name}
                    label={f.label}
                    error={formState.errors[f.name]?.message}
                    className={f.multiline ? 'sm:col-span-2' : undefined}
                  >
                    {(p) =>
                      f.multiline ? (
                        <Textarea
                          {...p}
                          {...register(f.name)}
                          rows={3}
                          className="min-h-24"
                          placeholder={f.fallback}
                        />
                      ) : (
                        <Input
                          {...p}
                          {...register(f.name)}
                          type={f.type ?? 'text'}
                          inputMode={f.type === 'url' ? 'url' : undefined}
                          placeholder={f.fallback}
                        />
                      )
                    }
                  </Field>
                ))}
              </div>
            </section>
          ))}
          <SaveBar pending={save.isPending} dirty={formState.isDirty} label="Save Footer Settings" />
        </form>
      )}
    </AdminSection>
  );
}
