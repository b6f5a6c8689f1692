import { BRAND, BRAND_LEGAL_TEXT } from '../../../../shared/brand';
import {
  type FooterSettings,
  type FooterSettingsInput,
  footerFields,
  footerSettingsInput,
} from '../../../../shared/schemas/settings';
import { SaveBar } from '../../components/form-actions';
import { TextField } from '../../components/form-fields';
import { QuerySection } from '../../components/query-section';
import { schemaResolver } from '../../frame/form';
import { useSettingsForm } from '../../lib/settings-form';

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
  const { query, form, save } = useSettingsForm(KEY, {
    method: 'POST',
    resolver,
    defaultValues: emptyForm(),
    toForm,
    success: 'Footer settings updated successfully',
    failure: 'Failed to update footer settings',
  });
  const { handleSubmit, formState } = form;
  const onSubmit = handleSubmit((input) => save.mutate(input));

  return (
    <QuerySection
      title="Footer Settings"
      description="What every page shows at the bottom. Leave a field empty to use the wording shown in grey."
      query={query}
      what="footer settings"
      rows={5}
    >
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
              {group.fields.map((f) =>
                f.multiline ? (
                  <TextField
                    key={f.name}
                    form={form}
                    name={f.name}
                    label={f.label}
                    fieldClassName="sm:col-span-2"
                    rows={3}
                    className="min-h-24"
                    placeholder={f.fallback}
                  />
                ) : (
                  <TextField
                    key={f.name}
                    form={form}
                    name={f.name}
                    label={f.label}
                    type={f.type ?? 'text'}
                    inputMode={f.type === 'url' ? 'url' : undefined}
                    placeholder={f.fallback}
                  />
                ),
              )}
            </div>
          </section>
        ))}
        <SaveBar pending={save.isPending} dirty={formState.isDirty} label="Save Footer Settings" />
      </form>
    </QuerySection>
  );
}
