import type { CameraProblem } from './useCamera';

/** The one camera as a capture field sees it: live for this field or not, and this field's last problem with it. */
export type FieldCamera = {
  stream?: MediaStream;
  starting: boolean;
  problem?: CameraProblem;
  open: () => void;
  close: () => void;
};

/** A file taken or chosen, with the URL its preview shows. */
export type Chosen = { blob: Blob; url: string };
