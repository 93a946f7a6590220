/** A JSON-RPC error as wallets and viem read it: code, message and, for reverts, the data. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message);
    this.name = "RpcError";
  }

  toJSON() {
    return { code: this.code, message: this.message, ...(this.data ? { data: this.data } : {}) };
  }
}
