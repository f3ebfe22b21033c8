import { z } from 'zod';
import { normalizeEmail } from '../email.ts';

/** Field rules shared by the browser forms and the API routes; messages are the screen's words. */
export const PASSWORD_MIN_LENGTH = 10;

export const AUTH_MESSAGES = {
  emailRequired: 'Ingresa tu correo electrónico.',
  emailInvalid: 'Ingresa un correo electrónico válido.',
  emailTaken: 'Este correo no está disponible.',
  passwordRequired: 'Ingresa tu contraseña.',
  passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  passwordTooLong: 'La contraseña no puede superar los 128 caracteres.',
  passwordCommon: 'Esta contraseña es demasiado común. Elige otra.',
  passwordMismatch: 'Las contraseñas no coinciden.',
  nameRequired: 'Ingresa tu nombre.',
  nameTooLong: 'El nombre no puede superar los 120 caracteres.',
  badCredentials: 'Correo o contraseña incorrectos.',
  tokenInvalid: 'El enlace no es válido o ha expirado. Solicita uno nuevo.',
  /** POST /auth/register/redirect once the address is proven: a register token never becomes a session. */
  emailAlreadyConfirmed: 'Tu correo ya está confirmado. Inicia sesión para continuar.',
  resetSent: 'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer la contraseña.',
  resetDone: 'Tu contraseña se actualizó. Ya puedes iniciar sesión.',
  verifySent: 'Si tu cuenta está pendiente de verificación, te enviamos un nuevo enlace.',
  loggedOut: 'Sesión cerrada.',
  googleFailed: 'No pudimos verificar tu cuenta de Google.',
  googleNotConfigured: 'El inicio de sesión con Google no está configurado.',
} as const;

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }))
  .transform(normalizeEmail);

/** Length rules only; the common-password list is checked on the server (it is too big to ship). */
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(128, AUTH_MESSAGES.passwordTooLong);

export const nameSchema = z
  .string({ error: AUTH_MESSAGES.nameRequired })
  .trim()
  .min(1, AUTH_MESSAGES.nameRequired)
  .max(120, AUTH_MESSAGES.nameTooLong);

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(128, AUTH_MESSAGES.passwordTooLong),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });

export const registerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, AUTH_MESSAGES.tokenInvalid).max(200, AUTH_MESSAGES.tokenInvalid),
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: z.string({ error: AUTH_MESSAGES.passwordRequired }).max(128),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['password_confirmation'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const tokenSchema = z.object({
  token: z.string({ error: AUTH_MESSAGES.tokenInvalid }).min(1, AUTH_MESSAGES.tokenInvalid).max(200, AUTH_MESSAGES.tokenInvalid),
});
