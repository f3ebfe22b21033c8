import { TERMS } from '../public-proposals/terms.ts';

/**
 * The text of the terms a signer accepts, frozen into every signature's snapshot with the version
 * and URL the public page shows (public-proposals/terms.ts). The terms page must show this text;
 * when it changes, bump TERMS.version so older snapshots keep naming the text they were signed with.
 */
export const SIGNING_TERMS_TEXT = [
  'Al firmar electrónicamente esta cotización declaro que la he leído y que acepto su contenido, sus servicios, sus montos y su plan de pagos tal como se muestran.',
  'Acepto que mi firma electrónica, junto con mi nombre, mi correo, la fecha y hora, mi dirección IP y mi navegador, quede registrada como evidencia de esta aceptación.',
  'La cotización aceptada se convierte en un proyecto del proveedor, quien se pondrá en contacto conmigo para comenzar. Recibiré una copia firmada por correo.',
].join('\n\n');

export const signingTerms = () => ({ url: TERMS.url, version: TERMS.version, text: SIGNING_TERMS_TEXT });
