include nova::scheduler
