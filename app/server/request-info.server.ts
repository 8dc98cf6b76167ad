import { createContext, type RouterContextProvider } from "react-router";

/** Facts about the HTTP request that only the host knows, passed into loaders and actions. */
export type RequestInfo = {
  /** Client address; from X-Forwarded-For only when TRUST_PROXY says the proxy is trusted. */
  ip: string;
  /** This response's Content-Security-Policy nonce, for inline scripts. */
  nonce: string;
  /** Ties log lines and the X-Request-Id header together. */
  requestId: string;
};

export const requestInfoContext = createContext<RequestInfo>({
  ip: "unknown",
  nonce: "",
  requestId: "",
});

export function requestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}
