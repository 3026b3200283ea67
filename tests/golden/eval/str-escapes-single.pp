notice('nl[\n] bs[\\] quote[\'] dollar[$x]')
