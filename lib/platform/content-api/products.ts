import 'server-only';
import { apiPath } from './api-path';
import { call, type ContentContext } from './client';
import type { Result } from './result';
import {
  deviceGroups,
  deviceModel,
  fixedLineConnections,
  networkDeviceGroups,
  networkDeviceModel,
  type DeviceGroup,
  type DeviceModel,
  type FixedLineConnection,
  type NetworkDeviceGroup,
  type NetworkDeviceModel,
} from './schemas';
import { TAGS } from './tags';

const tags = (ctx: ContentContext) => ({ tags: [TAGS.devices(ctx.market)] });

export const getSmartphones = (ctx: ContentContext): Promise<Result<DeviceGroup[]>> =>
  call(ctx, 'products/smartphones', deviceGroups, tags(ctx));
export const getSmartphone = (ctx: ContentContext, modelId: string): Promise<Result<DeviceModel>> =>
  call(ctx, apiPath`products/smartphones/${modelId}`, deviceModel, tags(ctx));
export const getRouters = (ctx: ContentContext): Promise<Result<NetworkDeviceGroup[]>> =>
  call(ctx, 'products/router', networkDeviceGroups, tags(ctx));
export const getRouter = (ctx: ContentContext, modelId: string): Promise<Result<NetworkDeviceModel>> =>
  call(ctx, apiPath`products/router/${modelId}`, networkDeviceModel, tags(ctx));
export const getRepeaters = (ctx: ContentContext): Promise<Result<NetworkDeviceGroup[]>> =>
  call(ctx, 'products/repeater', networkDeviceGroups, tags(ctx));
export const getRepeater = (ctx: ContentContext, modelId: string): Promise<Result<NetworkDeviceModel>> =>
  call(ctx, apiPath`products/repeater/${modelId}`, networkDeviceModel, tags(ctx));
export const getConnections = (ctx: ContentContext): Promise<Result<FixedLineConnection[]>> =>
  call(ctx, 'products/connections', fixedLineConnections, { tags: [TAGS.fixedline(ctx.market)] });
