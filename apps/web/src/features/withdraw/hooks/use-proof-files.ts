import { uploads } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';

export interface ProofImage {
  file: File;
  /** An object URL for the preview; revoked when the image is removed or the picker goes away. */
  url: string;
}
export type ProofProblem = 'type' | 'size' | 'count';

const acceptedTypes: readonly string[] = uploads.types;

/**
 * The proof images of a confirmation (SPEC §5, §9): PNG or JPEG, 5 MB each, three at most, checked
 * here before anything is sent. A refused file is left out and the reason is kept for the message.
 */
export function useProofFiles() {
  const [images, setImages] = useState<ProofImage[]>([]);
  const [problem, setProblem] = useState<ProofProblem | null>(null);
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
    let refused: ProofProblem | null = null;
    const accepted: ProofImage[] = [];
    for (const file of files) {
      if (!acceptedTypes.includes(file.type)) refused = 'type';
      else if (file.size > uploads.maxBytes) refused = 'size';
      else if (images.length + accepted.length >= uploads.maxImages) refused = 'count';
      else accepted.push({ file, url: URL.createObjectURL(file) });
    }
    setProblem(refused);
    setImages([...images, ...accepted]);
  };

  const remove = (image: ProofImage) => {
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
