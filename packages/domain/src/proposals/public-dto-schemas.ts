import { z } from 'zod';
import { businessIdentitySchema } from '../collections/dto-schemas.ts';
import { isoDateTime } from '../openapi/common.ts';
import type { SameType } from '../openapi/same-type.ts';
import { proposalListItemSchema, proposalSharedShape } from './dto-schemas.ts';
import type {
  AuditEventDto,
  CommentDto,
  CommentListDto,
  CommentViewerDto,
  CommentWriteDto,
  EvidenceDto,
  PublicProposalDto,
  SignatureResultDto,
} from './public-dto.ts';

/** Response schemas of the public page, signing, comments and evidence, one per DTO of ./public-dto.ts (docs/decisions/0046). */

const SIGNATURE_MODES = ['draw', 'type', 'upload'] as const;

/** The proposal as the client sees it: no staff-only fields (form_step, editable, line, visits…). */
export const publicProposalSchema = proposalListItemSchema
  .omit({ deleted_at: true, line_id: true, line: true, company_id: true })
  .extend({
    ...proposalSharedShape,
    // The business identity is said once, in the sender card (`sender.identity`).
    organization: proposalSharedShape.organization
      .omit({ identity: true })
      .extend({ id: z.string().describe('El espacio de trabajo: los enlaces al portal lo llevan en `?w=` para que /c/login muestre al proveedor (decisiones 0081 y 0083).') }),
    is_demo: z.boolean().describe('Espacio de demostración: se muestra un aviso y no se puede firmar.'),
    expired: z.boolean().describe('valid_until_at ya pasó (fin de ese día, UTC): no se puede firmar.'),
    can_sign: z.boolean(),
    can_decline: z.boolean(),
    links: z.object({ public: z.string(), pdf: z.string() }),
    terms: z.object({ url: z.string(), version: z.string() }),
    sender: z
      .object({
        person: z.object({ name: z.string(), email: z.string(), avatar: z.string().nullable() }).nullable().describe('Quien hizo la cotización; null si su cuenta ya no existe.'),
        identity: businessIdentitySchema.nullable().describe('La identidad del negocio de Ajustes «Cobros»; null mientras falten la razón social o el identificador tributario.'),
      })
      .describe('La tarjeta del remitente (decisión 0079).'),
  })
  .meta({ id: 'PublicProposal' });
export const publicProposalMatches: SameType<z.infer<typeof publicProposalSchema>, PublicProposalDto> = true;

export const signatureResultSchema = z
  .object({
    signature: z.object({ id: z.string(), signer_name: z.string(), signer_email: z.string(), signed_at: isoDateTime, snapshot_sha256: z.string() }),
    proposal: publicProposalSchema,
    project_id: z.string(),
    magic_link: z.string().nullable().describe('Solo mientras la cuenta de quien firma no haya verificado su correo y no sea de un cliente de otra empresa (decisiones 0011 y 0061).'),
  })
  .meta({ id: 'SignatureResult' });
export const signatureResultMatches: SameType<z.infer<typeof signatureResultSchema>, SignatureResultDto> = true;

const COMMENTER_KINDS = ['staff', 'customer', 'guest'] as const;

export const commentSchema = z
  .object({
    id: z.string(),
    origin: z.enum(['portal', 'admin', 'customer', 'public']),
    author: z.object({ name: z.string(), kind: z.enum(COMMENTER_KINDS), avatar: z.string().nullable() }),
    body: z.string(),
    created_at: isoDateTime,
    reactions: z.array(z.object({ emoji: z.string(), count: z.number().int(), reacted: z.boolean() })),
    can_delete: z.boolean().describe('Quien consulta puede borrarlo (equipo, o su autor).'),
  })
  .meta({ id: 'Comment' });
export const commentMatches: SameType<z.infer<typeof commentSchema>, CommentDto> = true;

export const commentViewerSchema = z.object({ kind: z.enum(COMMENTER_KINDS), name: z.string().nullable() }).meta({ id: 'CommentViewer' });
export const commentViewerMatches: SameType<z.infer<typeof commentViewerSchema>, CommentViewerDto> = true;

export const commentListSchema = z.object({ data: z.array(commentSchema), viewer: commentViewerSchema });
export const commentListMatches: SameType<z.infer<typeof commentListSchema>, CommentListDto> = true;

export const commentWriteSchema = z.object({
  data: commentSchema,
  author_token: z.string().optional().describe('Cuando un visitante pasó a ser invitado: su X-Comment-Token.'),
});
export const commentWriteMatches: SameType<z.infer<typeof commentWriteSchema>, CommentWriteDto> = true;

export const auditEventSchema = z
  .object({
    seq: z.number().int(),
    type: z.string().describe('created, sent, viewed, commented, signed, declined…'),
    data: z.record(z.string(), z.unknown()),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    created_at: isoDateTime,
    prev_hash: z.string(),
    hash: z.string(),
  })
  .meta({ id: 'AuditEvent' });
export const auditEventMatches: SameType<z.infer<typeof auditEventSchema>, AuditEventDto> = true;

export const evidenceSchema = z
  .object({
    events: z.array(auditEventSchema),
    chain_valid: z.boolean(),
    broken_at: z.number().int().nullable(),
    signature: z
      .object({
        signer_name: z.string(),
        signer_email: z.string(),
        signed_at: isoDateTime,
        ip: z.string().nullable(),
        user_agent: z.string().nullable(),
        mode: z.enum(SIGNATURE_MODES),
        snapshot_sha256: z.string(),
        snapshot_valid: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: 'Evidence' });
export const evidenceMatches: SameType<z.infer<typeof evidenceSchema>, EvidenceDto> = true;
