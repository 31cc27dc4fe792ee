import { defineMessages } from '../../i18n/index.ts';

export const agentMessages = defineMessages({
  notFound: { zh: '代理不存在', en: 'No such agent', es: 'No existe el agente', ja: '代理店が存在しません' },
  hidden: {
    zh: '您的角色不显示代理名称和编码，不能新增、编辑或导入代理',
    en: 'Your role does not show agent names and codes, so it cannot create, edit or import agents',
    es: 'Su rol no muestra nombres ni códigos de agentes, así que no puede crear, editar ni importar agentes',
    ja: 'ご利用のロールでは代理店名とコードが表示されないため、代理店の追加・編集・取込はできません',
  },
  hiddenFilter: {
    zh: '您的角色不显示代理名称和编码，不能按其搜索',
    en: 'Your role does not show agent names and codes, so it cannot search by them',
    es: 'Su rol no muestra nombres ni códigos de agentes, así que no puede buscar por ellos',
    ja: 'ご利用のロールでは代理店名とコードが表示されないため、それらで検索できません',
  },
  noSuchChannels: {
    zh: '以下渠道不存在：{ids}',
    en: 'These channels do not exist: {ids}',
    es: 'Estos canales no existen: {ids}',
    ja: '次のチャネルは存在しません：{ids}',
  },
  noSuchCountries: {
    zh: '以下国家不存在：{ids}',
    en: 'These countries do not exist: {ids}',
    es: 'Estos países no existen: {ids}',
    ja: '次の国は存在しません：{ids}',
  },
});

export const agentColumns = defineMessages({
  sheet: { zh: '代理', en: 'Agents', es: 'Agentes', ja: '代理店' },
  agentName: { zh: '代理名称', en: 'Agent name', es: 'Nombre del agente', ja: '代理店名' },
  agentCode: { zh: '代理编码', en: 'Agent code', es: 'Código del agente', ja: '代理店コード' },
  trackingCarrier: {
    zh: '追踪运输商代码',
    en: 'Tracking carrier code',
    es: 'Código de transportista de seguimiento',
    ja: '追跡運送会社コード',
  },
  tracked: { zh: '是否追踪', en: 'Tracked', es: 'Con seguimiento', ja: '追跡する' },
  channels: { zh: '服务渠道', en: 'Channels served', es: 'Canales atendidos', ja: '対応チャネル' },
  countries: { zh: '覆盖国家', en: 'Countries covered', es: 'Países cubiertos', ja: '対応国' },
});

/** What refers to another record through the agents' tables, for the 40900 of a refused delete. */
export const agentReferrers = defineMessages({
  agent_channels: {
    zh: '代理的服务渠道设置',
    en: "agents' channel options",
    es: 'las opciones de canal de los agentes',
    ja: '代理店のチャネル設定',
  },
  agent_countries: {
    zh: '代理的覆盖国家设置',
    en: "agents' country options",
    es: 'las opciones de país de los agentes',
    ja: '代理店の対象国設定',
  },
});
