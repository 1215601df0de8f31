import { z } from 'zod';

/** POST /authentication/login/ */
export const loginRequest = z.object({
  phoneNumberOrCustomerNumber: z.string().trim().min(1).max(64),
  secret: z.string().min(1).max(256),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  token: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** GET /user/status */
export const userStatus = z.object({
  customerNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isCompany: z.boolean(),
  companyName: z.string().optional(),
  writeAccess: z.enum(['READ', 'UPGRADED']),
});
export type UserStatus = z.infer<typeof userStatus>;
