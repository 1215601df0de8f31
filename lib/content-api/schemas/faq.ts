import { z } from 'zod';

export const faqQuestion = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type FaqQuestion = z.infer<typeof faqQuestion>;
export const faqGroup = z.object({ id: z.string(), name: z.string(), questions: z.array(faqQuestion) });
export type FaqGroup = z.infer<typeof faqGroup>;
export const faqGroups = z.array(faqGroup);
