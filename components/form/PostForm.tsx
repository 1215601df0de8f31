import type { ComponentProps, FormEventHandler } from 'react';

type Props = Omit<ComponentProps<'form'>, 'method' | 'action' | 'onSubmit' | 'noValidate'> & {
  /** The route handler the form posts to, by the browser where the script does not run. */
  action: string;
  /** The script's own post (e.g. useFormPost's), which checks the fields itself first. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The page's locale, posted beside the fields so that the answer to a form sent without JavaScript speaks it. */
  locale?: string;
};

/**
 * A form that works without JavaScript: the browser posts it to one of our route handlers, which
 * answers with a redirect; where the script runs, `onSubmit` posts it instead and the browser's own
 * validation stays off (the form's messages are ours, SPEC §8).
 */
export function PostForm({ locale, children, ...form }: Props) {
  return (
    <form method="post" noValidate {...form}>
      {locale && <input type="hidden" name="locale" value={locale} />}
      {children}
    </form>
  );
}
