import { IMAGE_ACCEPT, MAX_IMAGE_BYTES } from '../components/ui/image-input.tsx';

export type ImageProblem = 'too-large' | 'wrong-type' | null;

/** Checks a picked image before uploading it (the server checks the bytes again). */
export function imageProblem(file: { size: number; type: string }): ImageProblem {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return 'wrong-type';
  if (file.size > MAX_IMAGE_BYTES) return 'too-large';
  return null;
}
