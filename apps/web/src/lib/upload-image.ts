import { useMutation } from '@tanstack/react-query';
import { uploadImage } from './api/upload-image.ts';

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
