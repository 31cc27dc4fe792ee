import type { Messages } from '../types.ts';

/** Liquidación: cargos de pedidos. */
const settlement: Messages['settlement'] = {
  total_one: '{{count}} pedido',
  total_other: '{{count}} pedidos',
  col: {
    numbers: 'Guía',
    customer: 'Cliente',
    channel: 'Canal',
    country: 'Destino',
    weight: 'Peso × bultos',
    chargeable: 'Facturable (kg)',
    state: 'Cargo',
    sale: 'Venta',
    cost: 'Costo previsto',
    profit: 'Margen',
    entryDate: 'Alta',
  },
  state: { all: 'Todos', pending: 'Sin tarifa', priced: 'Tarificado', billed: 'Facturado' },
  reason: {
    notYetPriced: 'Aún sin tarificar',
    noWeight: 'Sin peso',
    noChannel: 'Sin canal',
    noCustomerSheet: 'Sin tarifa propia del cliente vigente en la fecha de alta',
    notQuoting: 'El canal no cotiza en la fecha de alta',
    noSheet: 'Sin tarifa vigente en la fecha de alta',
    countryNotServed: 'El canal no sirve {{country}}',
    noZone: 'El código postal {{postcode}} no está en ninguna zona',
    overWeight: 'Supera los {{limit}} kg del canal ({{value}} kg)',
    pieceWeight: 'Un bulto supera {{limit}} kg ({{value}} kg)',
    longestSide: 'Lado mayor por encima de {{limit}} cm',
    girth: 'Perímetro por encima de {{limit}} cm',
    noRate: 'Sin tarifa para {{value}} kg',
    cargo: 'El canal no acepta esta mercancía',
  },
  filter: { numbers: 'Número de guía', customer: 'Cliente' },
  bulk: {
    open: 'Tarificar en bloque',
    title: 'Tarificar pedidos en bloque',
    start: 'Empezar',
    hint: 'Tarifica los pedidos con las tarifas vigentes en su fecha de alta y los niveles de precio de los clientes; los facturados no cambian. Se ejecuta en segundo plano: puede cerrar esta ventana.',
    scope: 'Pedidos',
    unpriced: 'Nunca tarificados o aún sin tarifa',
    unbilled: 'Todos los no facturados (volver a tarificar)',
  },
};
export default settlement;
