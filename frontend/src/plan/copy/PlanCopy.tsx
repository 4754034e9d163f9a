import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { type CopyTarget, pdfPath } from './copyTarget';
import { EmailCopyForm } from './EmailCopyForm';
import { usePdfDownload } from './usePdfDownload';

interface PlanCopyProps {
  target: CopyTarget;
  /** The address the visitor already gave, if any, so sending it to themselves is one press. */
  initialEmail?: string;
}

/**
 * "A copy to keep" (docs/product.md, "Your plan in steps and the heat-pump verdict"): the plan as
 * a PDF to download or to have mailed. The download is a plain link, so it works before (or
 * without) the page's script; with it, usePdfDownload makes an out-of-date plan again first and
 * says a refusal in words. Not printed: on paper it is the copy already.
 */
export function PlanCopy({ target, initialEmail }: PlanCopyProps) {
  const { download, downloading, problem, note } = usePdfDownload(target);
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="plan-copy-title" data-print="hide">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id="plan-copy-title">
            A copy to keep
          </Heading>
          <Text color="fg.muted">The whole plan as a PDF: the steps, the heat pump verdict and every measure, with the sources.</Text>
        </Stack>
        <Stack gap="2">
          <Button asChild variant="outline" alignSelf="flex-start">
            <a
              href={pdfPath(target)}
              download
              aria-busy={downloading}
              onClick={(event) => {
                event.preventDefault();
                if (!downloading) void download();
              }}
            >
              <LuDownload aria-hidden="true" /> Download PDF
            </a>
          </Button>
          {note && <Text role="status">{note}</Text>}
          {problem && (
            <Text role="alert" color="fg.error">
              {problem}
            </Text>
          )}
        </Stack>
        <EmailCopyForm target={target} initialEmail={initialEmail} />
      </Card.Body>
    </Card.Root>
  );
}
