import {
  AccountBookOutlined, ApartmentOutlined, ApiOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined,
  BellOutlined, BookOutlined, CalculatorOutlined, CalendarOutlined, CarOutlined, CloudOutlined, CompassOutlined,
  ContainerOutlined, DashboardOutlined, DatabaseOutlined, DeleteOutlined, DeploymentUnitOutlined, DollarOutlined, EnvironmentOutlined,
  FileSearchOutlined, FileTextOutlined, FolderOutlined, FunctionOutlined, GlobalOutlined, HomeOutlined, IdcardOutlined,
  InboxOutlined, KeyOutlined, LineChartOutlined, LockOutlined, MailOutlined, MenuOutlined, MessageOutlined,
  PieChartOutlined, ProfileOutlined, QqOutlined, RestOutlined, RocketOutlined, SafetyOutlined, ScheduleOutlined,
  SearchOutlined, SendOutlined, SettingOutlined, SyncOutlined, ShopOutlined, ShoppingCartOutlined, SolutionOutlined, TableOutlined,
  TagsOutlined, TeamOutlined, ToolOutlined, TruckOutlined, UnorderedListOutlined, UserOutlined, WechatOutlined,
} from '@ant-design/icons';
import { createElement, type ComponentType, type ReactNode } from 'react';

/**
 * The antd icons a menu record may name in `icon` (the icon picker lists these).
 * Curated on purpose: importing all of @ant-design/icons would add megabytes.
 */
export const menuIcons: Readonly<Record<string, ComponentType>> = {
  AccountBookOutlined, ApartmentOutlined, ApiOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined,
  BellOutlined, BookOutlined, CalculatorOutlined, CalendarOutlined, CarOutlined, CloudOutlined, CompassOutlined,
  ContainerOutlined, DashboardOutlined, DatabaseOutlined, DeleteOutlined, DeploymentUnitOutlined, DollarOutlined, EnvironmentOutlined,
  FileSearchOutlined, FileTextOutlined, FolderOutlined, FunctionOutlined, GlobalOutlined, HomeOutlined, IdcardOutlined,
  InboxOutlined, KeyOutlined, LineChartOutlined, LockOutlined, MailOutlined, MenuOutlined, MessageOutlined,
  PieChartOutlined, ProfileOutlined, QqOutlined, RestOutlined, RocketOutlined, SafetyOutlined, ScheduleOutlined,
  SearchOutlined, SendOutlined, SettingOutlined, SyncOutlined, ShopOutlined, ShoppingCartOutlined, SolutionOutlined, TableOutlined,
  TagsOutlined, TeamOutlined, ToolOutlined, TruckOutlined, UnorderedListOutlined, UserOutlined, WechatOutlined,
};

export const menuIconNames: readonly string[] = Object.keys(menuIcons).sort();

/** The icon element for a menu record's `icon`; unknown or empty names give no icon. */
export function menuIcon(name: string | null | undefined): ReactNode {
  const icon = name ? menuIcons[name] : undefined;
  return icon ? createElement(icon) : null;
}
