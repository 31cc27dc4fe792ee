import avatar from './avatar.ts';
import common from './common.ts';
import dashboard from './dashboard.ts';
import errorLog from './errorLog.ts';
import errorPage from './errorPage.ts';
import login from './login.ts';
import navbar from './navbar.ts';
import organization from './organization.ts';
import password from './password.ts';
import profile from './profile.ts';
import request from './request.ts';
import route from './route.ts';
import session from './session.ts';
import settings from './settings.ts';
import tagsView from './tagsView.ts';
import time from './time.ts';
import rolePermission from './rolePermission.ts';
import widgets from './widgets.ts';
import menuSettings from './menuSettings.ts';
import apiManagement from './apiManagement.ts';
import shipmentSettings from './shipmentSettings.ts';
import quote from './quote.ts';
import orders from './orders.ts';
import jobs from './jobs.ts';
import logistics from './logistics.ts';
import surcharges from './surcharges.ts';

/** Chinese, the reference language: one namespace per area; other languages mirror it. */
export default { avatar, common, dashboard, errorLog, errorPage, login, navbar, organization, password, profile, request, route, session, settings, tagsView, time, rolePermission, widgets, menuSettings, apiManagement, shipmentSettings, quote, orders, jobs, logistics, surcharges };
