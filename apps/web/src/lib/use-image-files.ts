import { uploads } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';

export interface PickedImage {
  file: File;
  /** An object URL for the preview; revoked when the image is removed or the picker goes away. */
  url: string;
}
export type ImageProblem = 'type' | 'size' | 'count';

const acceptedTypes: readonly string[] = uploads.types;

/** Why the browser refuses a file before sending it (SPEC §5, §9: PNG or JPEG, 5 MB each), or null. */
function imageFileProblem(file: File): Exclude<ImageProblem, 'count'> | null {
  if (!acceptedTypes.includes(file.type)) return 'type';
  if (file.size > uploads.maxBytes) return 'size';
  return null;
}

/**
 * Images picked for an upload (a withdrawal's proofs, a promotion application): PNG or JPEG, 5 MB
 * each, three at most, checked here before anything is sent. A refused file is left out and the
 * reason is kept for the message.
 */
export function useImageFiles() {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const current = useRef(images);
  current.current = images;
  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      for (const image of current.current) URL.revokeObjectURL(image.url);
    },
    [],
  );

  const add = (files: Iterable<File>) => {
    let refused: ImageProblem | null = null;
    const accepted: PickedImage[] = [];
    for (const file of files) {
      const problemOfFile = imageFileProblem(file);
      if (problemOfFile) refused = problemOfFile;
      else if (images.length + accepted.length >= uploads.maxImages) refused = 'count';
      else accepted.push({ file, url: URL.createObjectURL(file) });
    }
    setProblem(refused);
    setImages([...images, ...accepted]);
  };

  const remove = (image: PickedImage) => {
    URL.revokeObjectURL(image.url);
    setProblem(null);
    setImages(images.filter((item) => item !== image));
  };

  return {
    images,
    files: images.map((image) => image.file),
    problem,
    add,
    remove,
    full: images.length >= uploads.maxImages,
  };
}

export type ImageFiles = ReturnType<typeof useImageFiles>;
