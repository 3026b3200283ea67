include glance::backend::swift
