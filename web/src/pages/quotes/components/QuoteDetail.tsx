import type { ChargeableWeight, Quote } from '@fwd/contract';
import { Col, Row } from 'antd';
import { QuoteBreakdown } from './QuoteBreakdown.tsx';
import type { PieceValues } from './quoteQuery.ts';
import { WeightExplained } from './WeightExplained.tsx';

/** One quote opened: its chargeable weight explained beside its lines. */
export function QuoteDetail({
  quote,
  weight,
  pieces,
}: {
  quote: Quote;
  weight: ChargeableWeight;
  pieces: PieceValues[];
}) {
  return (
    <Row gutter={[24, 12]} className="quote-detail">
      <Col xs={24} xl={10}>
        <WeightExplained weight={weight} pieces={pieces} />
      </Col>
      <Col xs={24} xl={14}>
        <QuoteBreakdown quote={quote} />
      </Col>
    </Row>
  );
}
