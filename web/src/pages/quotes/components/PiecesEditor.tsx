import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { pieceCount, PIECES_MAX, positiveCm, positiveKg } from '@fwd/contract';
import { Button, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMeasureRule } from '../../../components/formRules.ts';

const SIZES = ['length', 'width', 'height', 'weight'] as const;

/**
 * The pieces of a shipment, one row each: length, width, height (cm), weight
 * (kg) and how many alike; rows added and removed. Every size and the weight
 * are needed (the server refuses dimensions without a weight), each more
 * than 0, said as the server says it; a field the server names
 * (`pieces.1.weight`) is marked in its row.
 */
export function PiecesEditor() {
  const { t } = useTranslation('quotes');
  const required = { required: true, message: t('query.required') };
  const measure = useMeasureRule();
  const measures = {
    length: measure(positiveCm),
    width: measure(positiveCm),
    height: measure(positiveCm),
    weight: measure(positiveKg),
    count: measure(pieceCount),
  };
  return (
    <Form.List name="pieces">
      {(rows, { add, remove }) => (
        <div className="quote-pieces">
          {rows.length > 0 && (
            <div className="quote-piece quote-piece-head" aria-hidden>
              <span />
              {[...SIZES, 'count' as const].map((size) => (
                <span key={size}>{t(`pieces.${size}`)}</span>
              ))}
              <span />
            </div>
          )}
          {rows.map((row, index) => {
            const piece = t('pieces.piece', { n: index + 1 });
            return (
              <div key={row.key} className="quote-piece">
                <span className="quote-piece-name">{piece}</span>
                {SIZES.map((size) => (
                  <Form.Item key={size} name={[row.name, size]} rules={[required, measures[size]]}>
                    <InputNumber
                      stringMode
                      min="0"
                      max={size === 'weight' ? '999999' : '9999'}
                      aria-label={`${piece} ${t(`pieces.${size}`)}`}
                      placeholder={t(`pieces.${size}`)}
                    />
                  </Form.Item>
                ))}
                <Form.Item name={[row.name, 'count']} rules={[required, measures.count]}>
                  <InputNumber
                    stringMode
                    aria-label={`${piece} ${t('pieces.count')}`}
                    placeholder={t('pieces.count')}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={t('pieces.remove', { n: index + 1 })}
                  onClick={() => remove(row.name)}
                />
              </div>
            );
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={rows.length >= PIECES_MAX}
            onClick={() => add({ count: '1' })}
          >
            {t('pieces.add')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
