import { z } from 'zod';
import type { SameType } from '../openapi/same-type.ts';
import type { CustomerCheckDto, CustomerCurrentDto, CustomerSignInDto } from '../portal/dto.ts';

/** Response schemas of customer sign-in (/api/auth/customer/*, docs/decisions/0046); the types are the portal's. */

const customerUser = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const customerSignInSchema = z
  .object({
    success: z.literal(true),
    handler: z.literal('redirect_dashboard'),
    strategy: z.enum(['local', 'google', 'magic-link']),
    token: z.object({ access_token: z.string() }),
    user: customerUser,
    redirectUrl: z.string().describe('/c/project/{id} para un enlace ligado a un proyecto; si no, /c/dashboard.'),
  })
  .meta({ id: 'CustomerSignIn' });
export const customerSignInMatches: SameType<z.infer<typeof customerSignInSchema>, CustomerSignInDto> = true;

export const customerCheckSchema = z
  .object({ status: z.union([z.literal(1), z.literal(2)]).describe('1: el correo tiene contraseña; 2: no tiene (también para correos desconocidos).') })
  .meta({ id: 'CustomerCheck' });
export const customerCheckMatches: SameType<z.infer<typeof customerCheckSchema>, CustomerCheckDto> = true;

export const customerCurrentSchema = z
  .object({ user: customerUser, projects: z.array(z.object({ id: z.string(), name: z.string() })) })
  .meta({ id: 'CustomerCurrent' });
export const customerCurrentMatches: SameType<z.infer<typeof customerCurrentSchema>, CustomerCurrentDto> = true;
