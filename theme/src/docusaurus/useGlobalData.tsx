/**
 * `@docusaurus/useGlobalData`: what plugins set with `setGlobalData`, by plugin name and
 * instance id (`usePluginData(name, id)` reads one instance, `useAllPluginInstancesData` all).
 */
import useDocusaurusContext from './useDocusaurusContext';

export type GlobalData = Record<string, Record<string, unknown>>;

export default function useGlobalData(): GlobalData {
  return useDocusaurusContext().globalData as GlobalData;
}

export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast) {
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  }
  return data;
}

export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(pluginName, options)?.[pluginId];
  if (data === undefined && options.failfast) {
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  }
  return data;
}
