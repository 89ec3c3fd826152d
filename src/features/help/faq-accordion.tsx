import * as Accordion from '@radix-ui/react-accordion';
import { Trans } from '@lingui/react/macro';
import type { SiteContent } from '../../api/contract/site.ts';
import { Icon } from '../../ui/icons.tsx';
import { SafeHtmlOnDemand, usePreloadSafeHtml } from '../../ui/safe-html-on-demand.tsx';

/**
 * The FAQ (Radix accordion): each question a button that opens its answer, one at a time; the
 * answers are the server's HTML, sanitized (the sanitizer comes at the page's first idle moment).
 * Entries are keyed by position, so the open one stays open when the language changes.
 */
export function FaqAccordion({ faq }: { faq: SiteContent['faq'] }) {
  usePreloadSafeHtml();
  if (faq.length === 0) {
    return (
      <p className="empty-note">
        <Trans>There are no questions here yet.</Trans>
      </p>
    );
  }
  return (
    <Accordion.Root type="single" collapsible className="faq">
      {faq.map((entry, index) => (
        <Accordion.Item key={index} value={String(index)} className="faq__item">
          <Accordion.Header className="faq__question">
            <Accordion.Trigger className="faq__trigger">
              <span>{entry.question}</span>
              <Icon name="chevronDown" size={18} className="faq__chevron" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="faq__answer">
            <SafeHtmlOnDemand html={entry.answer} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
