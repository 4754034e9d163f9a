import { Button, Card } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';
import { LuExternalLink } from 'react-icons/lu';

/**
 * When a plan has more than the All tab lists, a home survey shows the rest in context
 * (docs/product.md, "The plan and its cards").
 */
export function SurveyPromoCard({ total }: { total: number }) {
  return (
    <Card.Root as="aside" variant="subtle" colorPalette="brand" aria-label="Home survey">
      <Card.Body gap="2">
        <Card.Title as="h3">{`Want to See All ${total} Recommendations?`}</Card.Title>
        <Card.Description>
          A {BRAND.productName} Home Survey checks every measure against your actual home, so you know which ones are worth doing
          and in what order.
        </Card.Description>
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="brand" size="sm">
          <a href={BRAND.surveyShopUrl} target="_blank" rel="noopener noreferrer">
            Book a Home Survey <LuExternalLink aria-hidden="true" />
          </a>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
