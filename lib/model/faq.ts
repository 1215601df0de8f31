/** FAQ (lib/model: see common.ts). */

export type FaqQuestion = { id: string; question: string; answer: string };
export type FaqGroup = { id: string; name: string; questions: FaqQuestion[] };
