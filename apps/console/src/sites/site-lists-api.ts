import type {
  CustomerServiceRequest,
  DomainRequest,
  OperatorCustomerService,
  OperatorDomain,
  OperatorRegisterRule,
  OperatorResource,
  ResourceRequest,
} from '@portal/contracts';
import { operatorSiteListPaths as paths } from '@portal/contracts';
import { call, withName } from '../api';

const of = (path: string, code: string) => withName(path, 'code', code);
const item = (path: string, code: string, name: string, value: string) => withName(of(path, code), name, value);

/** The query keys of a site's lists: a change invalidates its list alone. */
export const siteListKeys = {
  registerRules: (code: string) => ['site-lists', code, 'register-rules'],
  customerServices: (code: string) => ['site-lists', code, 'customer-services'],
  resources: (code: string) => ['site-lists', code, 'resources'],
  domains: (code: string) => ['site-lists', code, 'domains'],
};

/** A site's registration rules, customer-service channels, links and domains (issue 25 "Sites"). */
export const siteListsApi = {
  registerRules: (code: string) => call<OperatorRegisterRule[]>('GET', of(paths.registerRules, code)),
  saveRegisterRules: (code: string, rules: OperatorRegisterRule[]) =>
    call<OperatorRegisterRule[]>('PUT', of(paths.registerRules, code), { rules }),
  customerServices: (code: string) => call<OperatorCustomerService[]>('GET', of(paths.customerServices, code)),
  saveCustomerService: (code: string, id: string | null, body: CustomerServiceRequest) =>
    id
      ? call<OperatorCustomerService>('PUT', item(paths.customerService, code, 'id', id), body)
      : call<OperatorCustomerService>('POST', of(paths.customerServices, code), body),
  removeCustomerService: (code: string, id: string) =>
    call<null>('DELETE', item(paths.customerService, code, 'id', id)),
  resources: (code: string) => call<OperatorResource[]>('GET', of(paths.resources, code)),
  saveResource: (code: string, id: string | null, body: ResourceRequest) =>
    id
      ? call<OperatorResource>('PUT', item(paths.resource, code, 'id', id), body)
      : call<OperatorResource>('POST', of(paths.resources, code), body),
  removeResource: (code: string, id: string) => call<null>('DELETE', item(paths.resource, code, 'id', id)),
  domains: (code: string) => call<OperatorDomain[]>('GET', of(paths.domains, code)),
  addDomain: (code: string, body: DomainRequest) => call<OperatorDomain[]>('POST', of(paths.domains, code), body),
  makeMainDomain: (code: string, domain: string) =>
    call<OperatorDomain[]>('PUT', item(paths.domain, code, 'domain', domain)),
  removeDomain: (code: string, domain: string) =>
    call<OperatorDomain[]>('DELETE', item(paths.domain, code, 'domain', domain)),
};

/** A whole list as the DataTable's one page. */
export const onePage = <T>(items: T[] | undefined) =>
  items ? { items, total: items.length, page: 1, pageSize: Math.max(1, items.length) } : undefined;
