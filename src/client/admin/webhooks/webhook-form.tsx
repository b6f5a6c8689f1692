import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  type CreatedWebhookEndpoint,
  type WebhookEventType,
  webhookEventTypes,
} from '../../../shared/schemas/webhooks';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { ShownOnce, useCreateWithSecret } from '../components/shown-once';
import { useChecklist } from '../components/use-checklist';

export const WEBHOOKS_ENDPOINT = '/api/admin/webhooks';

type NewEndpoint = { url: string; description: string; events: WebhookEventType[] };

/** Adds an endpoint, then shows its signing secret this once. */
export function WebhookForm() {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, toggle] = useChecklist<WebhookEventType>(['lead.created']);
  const create = useCreateWithSecret<NewEndpoint, CreatedWebhookEndpoint>(WEBHOOKS_ENDPOINT, {
    success: 'Endpoint added',
    failure: 'Failed to add the endpoint',
  });
  const { created } = create;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.submit({ url, description, events }, () => {
      setUrl('');
      setDescription('');
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={submit} className="grid gap-4 md:grid-cols-2">
        <Field label="URL" required hint="HTTPS, on a public address.">
          {(props) => (
            <Input
              {...props}
              type="url"
              required
              value={url}
              placeholder="https://crm.example.com/hooks/dealer"
              onChange={(e) => setUrl(e.target.value)}
            />
          )}
        </Field>
        <Field label="Description">
          {(props) => (
            <Input
              {...props}
              value={description}
              maxLength={200}
              onChange={(e) => setDescription(e.target.value)}
            />
          )}
        </Field>
        <fieldset className="md:col-span-2">
          <legend className="mb-2 text-[11px] font-medium uppercase tracking-[0.18em] text-white/70">
            Events
          </legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {webhookEventTypes.map((type) => (
              <label key={type} className="inline-flex items-center gap-2 font-mono text-sm text-white">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-white"
                  checked={events.includes(type)}
                  onChange={() => toggle(type)}
                />
                {type}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="md:col-span-2">
          <Button type="submit" disabled={create.pending || events.length === 0}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add endpoint
          </Button>
        </div>
      </form>
      {created && (
        <ShownOnce
          label="Signing secret"
          heading={`Signing secret for ${created.endpoint.url}`}
          value={created.secret}
          note="and keep it with the receiver: it checks the webhook-signature header of every delivery with it."
        />
      )}
    </div>
  );
}
