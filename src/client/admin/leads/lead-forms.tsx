import { useQueryClient } from '@tanstack/react-query';
import { type LucideIcon, Mail, Send, StickyNote } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import {
  type LeadDetail,
  type LeadKind,
  leadNoteInput,
  leadReplyInput,
  type TimelineEvent,
} from '../../../shared/schemas/lead-desk';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/field';
import { readAgain, reasonOf, useAdminMutation } from '../lib/admin-api';
import { useLeaveGuard } from '../lib/nav';
import { leadKey } from './lead-meta';

/** What a zod issue says about one field, for the field's error line. */
const issueOf = (error: { issues: { path: PropertyKey[]; message: string }[] }, field: string) =>
  error.issues.find((i) => i.path[0] === field)?.message;

/**
 * Puts a new event on the page's timeline at once (the server's answer is the event as stored), then
 * refreshes the lead so everything else on the page agrees with the server.
 */
function useAppendEvent(kind: LeadKind, id: number) {
  const queryClient = useQueryClient();
  return (event: TimelineEvent) => {
    queryClient.setQueryData<LeadDetail>(leadKey(kind, id), (detail) =>
      detail && !detail.timeline.some((e) => e.id === event.id)
        ? { ...detail, timeline: [...detail.timeline, event] }
        : detail,
    );
    void readAgain(queryClient, { queryKey: leadKey(kind, id) });
  };
}

/** A form's submit button, saying what it is doing while the request is out (and disabled meanwhile). */
function SubmitButton({
  variant,
  icon: Icon,
  pending,
  busy,
  children,
}: {
  variant: 'outline' | 'accent';
  icon: LucideIcon;
  pending: boolean;
  busy: string;
  children: string;
}) {
  return (
    <Button type="submit" variant={variant} size="sm" disabled={pending}>
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {pending ? busy : children}
    </Button>
  );
}

/** A note staff keep on the lead; a failed save keeps the text in the box. */
export function NoteForm({ kind, id }: { kind: LeadKind; id: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const append = useAppendEvent(kind, id);
  const add = useAdminMutation<string, TimelineEvent>({
    method: 'POST',
    path: () => `${leadKey(kind, id)[0]}/notes`,
    body: (note) => ({ text: note }),
    invalidate: [],
    success: 'Note added',
    failure: 'Failed to add note',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const parsed = leadNoteInput.safeParse({ text });
    if (!parsed.success) {
      setError(text.trim() ? issueOf(parsed.error, 'text') : 'Write a note first.');
      return;
    }
    setError(undefined);
    add.mutate(parsed.data.text, {
      onSuccess: (note) => {
        setText('');
        append(note);
      },
      onError: (err) => setError(reasonOf(err, 'The note was not saved. Please try again.')),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label="Note" error={error} hint="Only staff see notes.">
        {(props) => (
          <Textarea
            {...props}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            maxLength={5000}
            placeholder="Called back, left a message…"
          />
        )}
      </Field>
      <div className="flex justify-end">
        <SubmitButton variant="outline" icon={StickyNote} pending={add.isPending} busy="Adding…">
          Add note
        </SubmitButton>
      </div>
    </form>
  );
}

type Draft = { subject: string; body: string };

/**
 * The reply composer: to the lead's address, with a subject and body to start from. It is sent through
 * the outbox; the timeline then shows it as Sending… until the worker has delivered it. A failed send
 * keeps everything typed; a double click sends once.
 */
export function ReplyComposer({
  kind,
  id,
  to,
  initial,
}: {
  kind: LeadKind;
  id: number;
  to: string;
  initial: Draft;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  useLeaveGuard(open && (draft.subject !== initial.subject || draft.body !== initial.body));
  // State updates land after the click that caused them: a second click in the same moment must not send again.
  const sending = useRef(false);
  const append = useAppendEvent(kind, id);
  const justOpened = useRef(false);
  /** On opening, the cursor goes to the empty line under the greeting, where the reply starts. */
  const focusOnOpen = (el: HTMLTextAreaElement | null) => {
    if (!el || !justOpened.current) return;
    justOpened.current = false;
    el.focus();
    if (el.value === initial.body) {
      const at = el.value.indexOf('\n\n') + 2;
      el.setSelectionRange(at, at);
    }
  };
  const draftOf = (field: keyof Draft) => ({
    value: draft[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft((d) => ({ ...d, [field]: e.target.value })),
  });
  const send = useAdminMutation<Draft, TimelineEvent>({
    method: 'POST',
    path: () => `${leadKey(kind, id)[0]}/replies`,
    body: (input) => input,
    invalidate: [],
    success: { title: 'Reply queued', description: `It is on its way to ${to}.` },
    failure: 'Failed to send reply',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const parsed = leadReplyInput.safeParse(draft);
    if (!parsed.success) {
      setErrors({ subject: issueOf(parsed.error, 'subject'), body: issueOf(parsed.error, 'body') });
      return;
    }
    setErrors({});
    setFailure(null);
    sending.current = true;
    send.mutate(parsed.data, {
      onSuccess: (reply) => {
        append(reply);
        setDraft(initial);
        setOpen(false);
      },
      onError: (err) =>
        setFailure(`The reply was not sent: ${reasonOf(err, 'please try again.')} Your text is still here.`),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  if (!open)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 text-sm text-mist">
          To <span className="break-all text-white/85">{to}</span>, from the dealer's address.
        </p>
        <Button
          variant="primary"
          size="sm"
          onClick={() => {
            justOpened.current = true;
            setOpen(true);
          }}
        >
          <Mail className="h-3.5 w-3.5" aria-hidden="true" />
          Write a reply
        </Button>
      </div>
    );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Reply by e-mail">
      <Field label="To">
        {(props) => <Input {...props} value={to} readOnly className="h-11 text-white/70" />}
      </Field>
      <Field label="Subject" error={errors.subject} required>
        {(props) => <Input {...props} {...draftOf('subject')} maxLength={200} className="h-11" />}
      </Field>
      <Field label="Message" error={errors.body} required>
        {(props) => (
          <Textarea
            {...props}
            {...draftOf('body')}
            rows={12}
            maxLength={20_000}
            ref={focusOnOpen}
            className="font-sans leading-relaxed"
          />
        )}
      </Field>
      {failure && (
        <p role="alert" className="border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)} disabled={send.isPending}>
          Cancel
        </Button>
        <SubmitButton variant="accent" icon={Send} pending={send.isPending} busy="Sending…">
          Send
        </SubmitButton>
      </div>
    </form>
  );
}
