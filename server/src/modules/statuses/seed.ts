import { BUILT_IN_NUMBER_STATUSES } from '../../db/seed/numberStatuses.ts';
import type { Db } from '../../http/context.ts';

/** The tracking provider's nine main statuses, named in zh, en, es, ja. */
const TRACKING_STATUSES: [string, string, string, string, string][] = [
  ['NotFound', '查询不到', 'Not found', 'No encontrado', '照会不可'],
  ['InfoReceived', '收到信息', 'Info received', 'Información recibida', '情報受信'],
  ['InTransit', '运输途中', 'In transit', 'En tránsito', '輸送中'],
  ['Expired', '运输过久', 'Expired', 'Tránsito demasiado largo', '輸送期間超過'],
  ['AvailableForPickup', '到达待取', 'Available for pickup', 'Disponible para recoger', '受取待ち'],
  ['OutForDelivery', '派送途中', 'Out for delivery', 'En reparto', '配達中'],
  ['DeliveryFailure', '投递失败', 'Delivery failure', 'Entrega fallida', '配達失敗'],
  ['Delivered', '成功签收', 'Delivered', 'Entregado', '配達完了'],
  ['Exception', '可能异常', 'Exception', 'Posible incidencia', '異常の可能性'],
];

/** Adds the statuses a database lacks, by code; what staff renamed, coloured or ordered stays. */
export async function syncStatuses(db: Db): Promise<void> {
  await db
    .insertInto('number_statuses')
    .values(
      BUILT_IN_NUMBER_STATUSES.map(([code, name_zh, name_en, name_es, name_ja, color], sort) => ({
        code,
        name_zh,
        name_en,
        name_es,
        name_ja,
        color,
        sort,
      })),
    )
    .onConflict((c) => c.column('code').doNothing())
    .execute();
  await db
    .insertInto('tracking_statuses')
    .values(
      TRACKING_STATUSES.map(([code, name_zh, name_en, name_es, name_ja], sort) => ({
        code,
        name_zh,
        name_en,
        name_es,
        name_ja,
        sort,
      })),
    )
    .onConflict((c) => c.column('code').doNothing())
    .execute();
}
