import { z } from 'zod';

export const faqGroup = z.object({
  id: z.string(),
  name: z.string(),
  questions: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
});
export type FaqGroup = z.infer<typeof faqGroup>;
export type FaqQuestion = FaqGroup['questions'][number];
export const faqGroups = z.array(faqGroup);
