/** The contract pages' style, in each page's <style>: the agreement's frame fetches nothing more. */
export const CONTRACT_CSS = `*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:15px/1.55 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2329;background:#f5f6f8}
body.page main{margin:0 auto 24px;max-width:640px;padding:16px;background:#fff}
body.embed{background:#fff}
body.embed main{padding:4px 12px}
header{max-width:640px;margin:0 auto;padding:20px 16px 12px;background:#fff;border-bottom:1px solid #e6e8eb}
h1{margin:0 0 4px;font-size:20px;line-height:1.3}
header p{margin:0;color:#646a73;font-size:13px}
h2{margin:20px 0 8px;font-size:16px}
table{width:100%;border-collapse:collapse;font-size:14px}
th,td{padding:7px 4px;border-bottom:1px solid #eceef1;text-align:left;vertical-align:top}
.facts th{width:45%;font-weight:500;color:#646a73}
.facts td{font-weight:600;overflow-wrap:anywhere}
.plan thead th{color:#646a73;font-weight:500}
.plan td:nth-child(2),.plan tfoot td{font-variant-numeric:tabular-nums}
.plan tfoot th,.plan tfoot td{font-weight:600;border-bottom:0}
.terms{padding-left:20px}
.terms li{margin-bottom:8px}
.parties,.dated,.note{margin:8px 0}
.message{max-width:480px;margin:48px auto;padding:24px 16px;text-align:center;background:#fff}
`;
