import { CopyOutlined, DiffOutlined } from '@ant-design/icons';
import type { Quote } from '@fwd/contract';
import { App, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { PriceResults } from '../components/PriceResults.tsx';
import { QueryForm } from '../components/QueryForm.tsx';
import { COMPARED } from '../components/QuoteList.tsx';
import { usePriceSearch } from '../components/usePriceSearch.ts';
import { useQuoteWords } from '../components/useQuoteWords.ts';
import { CompareQuotes } from './CompareQuotes.tsx';
import { quoteText } from './quoteText.ts';
import '../components/quote.css';

/**
 * 报价系统 → 价格查询: the weight calculator's engine with every option
 * (postcode, cargo type, residential, the day), two channels compared side by
 * side (picked on any page), a quote copied as text for a chat message. The
 * query lives in the URL.
 */
export default function PriceQueryPage() {
  const words = useQuoteWords();
  const { t } = words;
  const { message } = App.useApp();
  const search = usePriceSearch(true);
  const list = search.result.data;
  // Channels stay picked across pages and queries (the same two at another weight); the comparison prices them anew.
  const [picked, setPicked] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);

  const copy = (quote: Quote) => {
    if (!list || !search.query) return;
    navigator.clipboard.writeText(quoteText(quote, list, search.query, words)).then(
      () => void message.success(t('price.copied')),
      () => void message.error(t('price.copyFailed')),
    );
  };

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <QueryForm
          values={search.values}
          withOptions
          error={search.result.error}
          onSearch={search.search}
          onReset={search.reset}
        />
      </Card>
      <Card size="small">
        <PriceResults
          query={search.query}
          result={search.result}
          pieces={search.pieces}
          page={search.page}
          selection={{ keys: picked, onChange: setPicked }}
          toolbar={
            // Flex, not Space: Space re-keys its items when one comes or goes, and the button would be made anew.
            <Flex gap={8} align="center" wrap>
              {picked.length < COMPARED && <Typography.Text type="secondary">{t('price.compareHint')}</Typography.Text>}
              {picked.length > 0 && (
                <>
                  <Typography.Text>{t('price.picked', { count: picked.length })}</Typography.Text>
                  <Button type="link" size="small" onClick={() => setPicked([])}>
                    {t('price.clearPicks')}
                  </Button>
                </>
              )}
              <Button icon={<DiffOutlined />} disabled={picked.length < COMPARED} onClick={() => setComparing(true)}>
                {t('price.compare')}
              </Button>
            </Flex>
          }
          actions={(quote) => (
            <Button
              type="link"
              size="small"
              icon={<CopyOutlined />}
              aria-label={t('price.copyOf', { channel: quote.channel.name })}
              onClick={() => copy(quote)}
            >
              {t('price.copy')}
            </Button>
          )}
        />
      </Card>
      {comparing && search.query && picked.length === COMPARED && (
        <CompareQuotes query={search.query} channelIds={picked} onClose={() => setComparing(false)} />
      )}
    </Flex>
  );
}
