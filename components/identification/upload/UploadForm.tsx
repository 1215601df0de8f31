'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormErrors } from '@/components/form/FormErrors';
import { post } from '@/components/form/post';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { UPLOAD_TOKEN_HEADER, uploadContract, uploadPath } from '@/lib/platform/contracts/identification-upload';
import { checkUploadFile, maxMegabytesOf, UPLOAD_LIMITS, uploadHeadOf } from '@/lib/domain/identification-upload';
import { phoneRefusalOf, type FileProblem } from '@/lib/identification/upload-refusal';
import type { UploadKind } from '@/lib/platform/content-api/schemas';
import type { Chosen, FieldCamera } from './field-camera';
import { PhotoField } from './PhotoField';
import { useCamera } from './useCamera';
import { VideoField } from './VideoField';

type Props = { kind: UploadKind; token: string; onDone: (outcome: 'sent' | 'link_gone') => void };

/**
 * The phone's upload: each file (front and back, or the video) by camera or file picker, checked
 * here as the content API will check it (type from the bytes, size: lib/domain), then sent with the
 * link's token to our route handler, which streams it on; the content API decides. Its refusals come
 * back at the file they concern; a used or expired link ends the form.
 */
export function UploadForm({ kind, token, onDone }: Props) {
  const t = useTranslations('identificationUpload.phone');
  const fields = UPLOAD_LIMITS[kind].fields;
  const max = maxMegabytesOf(UPLOAD_LIMITS[kind]);
  const [chosen, setChosen] = useState<Partial<Record<string, Chosen>>>({});
  const [problems, setProblems] = useState<Partial<Record<string, FileProblem>>>({});
  const [failure, setFailure] = useState<{ code?: BffErrorCode; problem?: FileProblem }>({});
  const [sending, setSending] = useState(false);
  const [ready, setReady] = useState<string>();
  const camera = useCamera();
  const [cameraFor, setCameraFor] = useState<string>();
  const summary = useRef<HTMLDivElement>(null);
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const made = urls.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const replace = (field: string, blob?: Blob) => {
    const old = chosen[field];
    if (old) URL.revokeObjectURL(old.url);
    const next = blob && { blob, url: URL.createObjectURL(blob) };
    if (next) urls.current.add(next.url);
    setChosen((current) => ({ ...current, [field]: next }));
  };

  const choose = async (field: string, blob: Blob) => {
    const checked = checkUploadFile(kind, blob.size, await uploadHeadOf(blob));
    setProblems((current) => ({ ...current, [field]: checked.ok ? undefined : checked.problem }));
    replace(field, checked.ok ? blob : undefined);
    setReady(checked.ok ? t('ready', { what: field }) : undefined);
  };

  const cameraOf = (field: string): FieldCamera => ({
    stream: cameraFor === field && camera.state.step === 'live' ? camera.state.stream : undefined,
    starting: camera.state.step === 'starting',
    problem: cameraFor === field && camera.state.step === 'off' ? camera.state.problem : undefined,
    open: () => {
      setCameraFor(field);
      void camera.start(kind === 'id' ? 'environment' : 'user');
    },
    close: camera.stop,
  });

  const focusField = (field: string) => document.getElementById(`upload-${field}`)?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (camera.state.step === 'live') camera.stop();
    setFailure({});
    setReady(undefined);
    const missing = fields.filter((field) => !chosen[field]);
    if (missing.length > 0) {
      setProblems((current) => ({ ...current, ...Object.fromEntries(missing.map((field) => [field, current[field] ?? 'missing'])) }));
      return focusField(missing[0]!);
    }
    setSending(true);
    const body = new FormData();
    for (const field of fields) body.append(field, chosen[field]!.blob, field);
    const answer = await post(uploadPath(kind), body, uploadContract, { [UPLOAD_TOKEN_HEADER]: token });
    setSending(false);
    if (answer.ok) return onDone('sent');
    const refusal = phoneRefusalOf(answer);
    if (refusal.kind === 'link') return onDone('link_gone');
    if (refusal.kind === 'retry') return setFailure({ code: refusal.code });
    if (refusal.field === undefined || !fields.includes(refusal.field)) return setFailure({ problem: refusal.problem });
    replace(refusal.field);
    setProblems({ [refusal.field]: refusal.problem });
    focusField(refusal.field);
  };

  const message = (field: string, problem: FileProblem) => t(`problem.${problem}`, { what: field, max });
  const invalid = fields.flatMap((field) => {
    const problem = problems[field];
    return problem ? [{ id: `upload-${field}`, label: t('legend', { what: field }), message: message(field, problem) }] : [];
  });
  const Capture = kind === 'id' ? PhotoField : VideoField;

  return (
    <form className="form ident-upload__form" onSubmit={submit} noValidate>
      <FormErrors entries={invalid} failure={failure.code} focus="field" summaryRef={summary} />
      <div role="alert">{failure.problem && <p className="notice notice--error">{message('other', failure.problem)}</p>}</div>
      {fields.map((field) => (
        <Capture
          key={field}
          field={field}
          max={max}
          chosen={chosen[field]}
          camera={cameraOf(field)}
          error={problems[field] && message(field, problems[field])}
          onChoose={(blob: Blob) => void choose(field, blob)}
        />
      ))}
      <p role="status">{sending ? t('sending', { kind }) : ready}</p>
      <button type="submit" className="button button--primary" disabled={sending}>
        {t('send', { kind })}
      </button>
    </form>
  );
}
