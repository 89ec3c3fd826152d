/** How many rows each list shows at once (docs/product.md#page-sizes). */
export const PAGE_SIZES = {
  packageList: 10,
  accountPackages: 8,
  packageLogs: 10,
  preAlertList: 10,
  shipmentList: 10,
  accountShipments: 5,
  shipmentPieces: 4,
  invoiceList: 10,
  invoiceDetail: 7,
  noticeList: 10,
} as const;
