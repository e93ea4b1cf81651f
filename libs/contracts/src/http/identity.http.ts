import { z } from 'zod';
import { TimeZone, User } from '../entities/user';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { VALIDATION_MESSAGES as M } from '../messages';
import { TEXT_MESSAGES, hasControlCharacters, optionalPlainText, withoutControlCharacters } from '../text';
import { MessageResponse } from './common.http';
import { DataOwningService } from '../events/data-clearing.events';

const Email = z
  .string({ error: (issue) => (issue.input === undefined ? M.emailRequired : M.validEmail) })
  .trim()
  .toLowerCase()
  .max(254, TEXT_MESSAGES.tooLong('Email', 254))
  .email(M.validEmail);

/** Passwords and tokens are taken as typed (not trimmed), but never with control characters. */
const requiredText = (message: string, label = 'Password') => withoutControlCharacters(z.string({ error: message }).min(1, message), label, true);
const optionalName = (label: string) => optionalPlainText({ label, max: 100 });

/** A new password: the spec's length rule (identity also refuses common passwords). */
export const NewPassword = z
  .string({ error: M.newPasswordRequired })
  .min(1, M.newPasswordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(200, TEXT_MESSAGES.tooLong('Password', 200))
  .refine((value) => !hasControlCharacters(value, true), TEXT_MESSAGES.controlCharacters('Password'));

/** POST /api/register. The username equals the email. */
export const RegisterRequest = z
  .object({
    username: Email,
    email: Email,
    password: requiredText(M.passwordRequired),
    firstName: optionalName('First name'),
    lastName: optionalName('Last name'),
    timeZone: TimeZone.optional(),
  })
  .refine((r) => r.username === r.email, { message: 'Username must equal email', path: ['username'] });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const RegisterResponse = z.object({ message: z.string().optional(), user: User.optional() });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** POST /api/login (handled by the gateway). */
export const LoginRequest = z.object({
  username: Email,
  password: requiredText(M.passwordRequired),
});
export type LoginRequest = z.infer<typeof LoginRequest>;
export const LoginResponse = User;

/** POST /api/logout (handled by the gateway). */
export const LogoutResponse = MessageResponse;

/** identity's internal credential check, called only by the gateway. */
export const CredentialCheckRequest = LoginRequest;
export const CredentialCheckResponse = User;

/** GET /api/user. */
export const UserResponse = User;

/** POST /api/resend-verification: answers the same whether or not the address exists. */
export const ResendVerificationRequest = z.object({ email: Email });
export type ResendVerificationRequest = z.infer<typeof ResendVerificationRequest>;
export const ResendVerificationResponse = MessageResponse;

/** GET /api/verify-email?token= (the emailed link). */
export const VerifyEmailQuery = z.object({ token: requiredText(M.verificationTokenRequired, 'Verification token').max(2000, TEXT_MESSAGES.tooLong('Verification token', 2000)) });
export type VerifyEmailQuery = z.infer<typeof VerifyEmailQuery>;
export const VerifyEmailResponse = MessageResponse;

/** POST /api/forgot-password: emails a link to set a new password; answers the same whether or not the address has an account. */
export const ForgotPasswordRequest = z.object({ email: Email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;
export const ForgotPasswordResponse = MessageResponse;

/** POST /api/reset-password: the emailed link's token and the new password (entered twice). */
export const ResetPasswordRequest = z
  .object({
    token: requiredText(M.resetTokenRequired, 'Reset token').max(2000, TEXT_MESSAGES.tooLong('Reset token', 2000)),
    newPassword: NewPassword,
    confirmPassword: requiredText(M.confirmPasswordRequired),
  })
  .refine((r) => r.newPassword === r.confirmPassword, { message: M.passwordMismatch, path: ['confirmPassword'] });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
export const ResetPasswordResponse = MessageResponse;

/** PATCH /api/user/settings: the onboarding flag. */
export const PatchUserSettingsRequest = z.object({ hasCompletedOnboarding: z.boolean() }).strict();
export type PatchUserSettingsRequest = z.infer<typeof PatchUserSettingsRequest>;

/** PATCH /api/user/profile. Email cannot change. */
export const PatchProfileRequest = z
  .object({
    firstName: optionalName('First name'),
    lastName: optionalName('Last name'),
    timeZone: TimeZone.optional(),
    email: z.never({ error: M.emailNotEditable }).optional(),
  })
  .strict();
export type PatchProfileRequest = z.infer<typeof PatchProfileRequest>;

/** PATCH /api/user/password: all three required; new and confirmation must match. */
export const ChangePasswordRequest = z
  .object({
    currentPassword: requiredText(M.currentPasswordRequired),
    newPassword: NewPassword,
    confirmPassword: requiredText(M.confirmPasswordRequired),
  })
  .refine((r) => r.newPassword === r.confirmPassword, { message: M.passwordMismatch, path: ['confirmPassword'] });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
export const ChangePasswordResponse = MessageResponse;

/**
 * POST /api/user/avatar: multipart/form-data with one file field `avatar` (JPG, PNG, GIF or WebP by
 * content, under 5 MB). Documentation only: services read the multipart body themselves.
 */
export const AvatarUploadForm = z.object({
  avatar: z.custom<unknown>().meta({ type: 'string', format: 'binary', description: 'The image file' }),
});
export const AvatarUploadResponse = User;

/** GET /api/user/avatar/:avatarId: the re-encoded image (profileImageUrl points here). */
export const AvatarParams = z.object({ avatarId: withoutControlCharacters(z.string().min(1).max(100, TEXT_MESSAGES.tooLong('Picture id', 100)), 'Picture id') });

/** DELETE /api/user: deletes the account after checking the password. */
export const DeleteAccountRequest = z.object({ password: requiredText(M.passwordRequired) });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
export const DeleteAccountResponse = MessageResponse;

/** POST /api/user/data/clear (no body) and GET /api/user/data/clear/:requestId: Clear All Data, which every data-owning service answers. */
export const ClearDataStatus = z.enum(['pending', 'done']);
export type ClearDataStatus = z.infer<typeof ClearDataStatus>;
export const ClearDataResponse = z.object({
  requestId: z.uuid(),
  status: ClearDataStatus,
  /** The services still deleting; empty once done. */
  pending: z.array(DataOwningService),
});
export type ClearDataResponse = z.infer<typeof ClearDataResponse>;
export const ClearDataParams = z.object({ requestId: z.uuid({ error: 'Unknown clear-data request' }) });
export type ClearDataParams = z.infer<typeof ClearDataParams>;
