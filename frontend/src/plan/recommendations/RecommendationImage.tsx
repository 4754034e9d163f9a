import { Image } from '@chakra-ui/react';
import { useState } from 'react';

interface RecommendationImageProps {
  image: string;
  title: string;
}

/** The measure's picture; a missing file hides it rather than showing a broken-image icon. */
export function RecommendationImage({ image, title }: RecommendationImageProps) {
  const [failed, setFailed] = useState(false);
  if (!image.trim() || failed) return null;
  return (
    <Image
      src={`/attached_assets/${image}`}
      alt={title}
      onError={() => setFailed(true)}
      w="full"
      h="40"
      objectFit="cover"
      roundedTop="md"
      loading="lazy"
    />
  );
}
