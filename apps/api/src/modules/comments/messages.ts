/** Spanish messages of the comments endpoints. */
export const COMMENT_MESSAGES = {
  typeInvalid: 'Solo se puede comentar una cotización.',
  proposalMissing: 'Indica la cotización.',
  bodyEmpty: 'Escribe un comentario.',
  bodyTooLong: 'El comentario puede tener hasta 2000 caracteres.',
  originInvalid: 'El origen del comentario no es válido.',
  nameMissing: 'Indica tu nombre.',
  nameTooLong: 'El nombre puede tener hasta 120 caracteres.',
  emailInvalid: 'Indica un correo electrónico válido.',
  emojiInvalid: 'Esa reacción no está disponible.',
  notFound: 'No encontramos ese comentario.',
  notYours: 'Solo puedes eliminar tus propios comentarios.',
  tokenInvalid: 'No pudimos reconocerte como autor de un comentario. Indica tu nombre y correo.',
  tooMany: 'Escribiste demasiados comentarios seguidos. Inténtalo de nuevo en unos minutos.',
  reactNeedsComment: 'Para reaccionar, primero escribe un comentario en esta cotización.',
} as const;

/** The reactions offered under each comment (docs/api/public-proposals.md). */
export const COMMENT_EMOJIS = ['👍', '❤️', '🎉', '😄', '🤔', '👀'] as const;
