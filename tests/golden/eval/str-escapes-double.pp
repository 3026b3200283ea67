notice("tab[\t] nl[\n] bs[\\] dollar[\$] quote[\"] single[\'] sp[\s]")
