import { Card, Flex } from 'antd';
import { PriceResults } from '../components/PriceResults.tsx';
import { QueryForm } from '../components/QueryForm.tsx';
import { usePriceSearch } from '../components/usePriceSearch.ts';
import '../components/quote.css';

/**
 * 重量计算器: a country and a weight (and the pieces' sizes when known) →
 * every channel that can carry it, cheapest first, each opening to its
 * chargeable weight explained and its lines, and the channels left out with
 * their reasons. The query lives in the URL.
 */
export default function WeightCalculatorPage() {
  const search = usePriceSearch(false);
  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <QueryForm
          values={search.values}
          withOptions={false}
          error={search.result.error}
          onSearch={search.search}
          onReset={search.reset}
        />
      </Card>
      <Card size="small">
        <PriceResults query={search.query} result={search.result} page={search.page} pieces={search.pieces} />
      </Card>
    </Flex>
  );
}
