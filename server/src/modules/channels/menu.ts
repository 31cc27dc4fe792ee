import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** 报价系统 → 渠道设置 (tabs: express, sea DDP); the quote area adds its settings to this page. */
export const channelSettingPage: MenuSeed = {
  menuTitle: 'channelSetting',
  menuTitleCn: '渠道设置',
  titles: { en: 'Channel settings', es: 'Configuración de canales', ja: 'チャネル設定' },
  menuName: 'ChannelSetting',
  component: 'channels/channelSetting',
  icon: 'SendOutlined',
  view: { name: '查看渠道', code: P.channel.view },
  functions: [
    { name: '新增渠道', code: P.channel.add },
    { name: '编辑渠道', code: P.channel.edit },
    { name: '删除渠道', code: P.channel.delete },
    { name: '维护报价', code: P.channel.rates },
  ],
};
